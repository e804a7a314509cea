import type {ReactNode} from 'react';
import DemoPage from '@site/src/components/Demo/DemoPage';
import type {DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import ThreatPanel, {ThreatLegend} from './Panel';
import type {ThreatData} from './model';

const loadData: DemoDataLoader<ThreatData> = ({baseUrl, signal}) =>
  fetchDemoData<ThreatData>(baseUrl, 'cyber-threat-intelligence', signal);
const loadModule = () => import('./map');

export default function CyberThreatIntelligencePage(): ReactNode {
  return (
    <DemoPage
      id="cyber-threat-intelligence"
      loadData={loadData}
      loadModule={loadModule}
      Panel={ThreatPanel}
      Legend={ThreatLegend}
    />
  );
}
