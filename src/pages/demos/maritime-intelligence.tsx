import type {ReactNode} from 'react';
import DemoPage from './_DemoPage';

export default function MaritimeIntelligenceDemo(): ReactNode {
  return <DemoPage id="maritime-intelligence" />;
}
