import type {ReactNode} from 'react';
import DemoMapArea from '@site/src/components/Demo/DemoMapArea';
import DemoShell, {DemoLayout} from '@site/src/components/Demo/DemoShell';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import ThreatPanel, {ThreatLegend} from './Panel';
import type {ThreatData} from './model';

const loadData: DemoDataLoader<ThreatData> = ({baseUrl, signal}) =>
  fetchDemoData<ThreatData>(baseUrl, 'cyber-threat-intelligence', signal);
const loadModule = () => import('./map');

export default function CyberThreatIntelligencePage(): ReactNode {
  return (
    <DemoLayout id="cyber-threat-intelligence">
      <CyberThreatIntelligenceDemo />
    </DemoLayout>
  );
}

function CyberThreatIntelligenceDemo(): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id="cyber-threat-intelligence" controls={<ThreatPanel map={map} />}>
      <DemoMapArea demoId="cyber-threat-intelligence" name="Cyber threat intelligence" map={map}>
        <ThreatLegend />
      </DemoMapArea>
    </DemoShell>
  );
}
