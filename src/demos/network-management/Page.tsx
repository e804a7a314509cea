import type {ReactNode} from 'react';
import DemoMapArea from '@site/src/components/Demo/DemoMapArea';
import DemoShell, {DemoLayout} from '@site/src/components/Demo/DemoShell';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import NetworkManagementPanel, {NetworkLegend} from './Panel';
import type {NetworkManagementData} from './model';

const loadData: DemoDataLoader<NetworkManagementData> = ({baseUrl, signal}) =>
  fetchDemoData<NetworkManagementData>(baseUrl, 'network-management', signal);
const loadModule = () => import('./map');

export default function NetworkManagementPage(): ReactNode {
  return (
    <DemoLayout id="network-management">
      <NetworkManagementDemo />
    </DemoLayout>
  );
}

function NetworkManagementDemo(): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id="network-management" controls={<NetworkManagementPanel map={map} />}>
      <DemoMapArea demoId="network-management" name="Network management" map={map}>
        <NetworkLegend />
      </DemoMapArea>
    </DemoShell>
  );
}
