import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function CyberThreatIntelligenceDemo(): ReactNode {
  return <DemoPage id="cyber-threat-intelligence" />;
}
