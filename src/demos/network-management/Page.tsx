import type {ReactNode} from 'react';
import DemoPage from '@site/src/components/Demo/DemoPage';
import type {DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import NetworkManagementPanel, {NetworkLegend} from './Panel';
import type {NetworkManagementData} from './model';

const loadData: DemoDataLoader<NetworkManagementData> = ({baseUrl, signal}) =>
  fetchDemoData<NetworkManagementData>(baseUrl, 'network-management', signal);
const loadModule = () => import('./map');

export default function NetworkManagementPage(): ReactNode {
  return (
    <DemoPage
      id="network-management"
      loadData={loadData}
      loadModule={loadModule}
      Panel={NetworkManagementPanel}
      Legend={NetworkLegend}
    />
  );
}
