import type {ReactNode} from 'react';
import DemoPage from '@site/src/components/Demo/DemoPage';
import type {DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import SupplyChainPanel, {SupplyChainLegend} from './Panel';
import {readSupplyData, type SupplyData} from './model';

const loadData: DemoDataLoader<SupplyData> = async ({baseUrl, signal}) =>
  readSupplyData(await fetchDemoData<unknown>(baseUrl, 'transport-supply-chain', signal));
const loadModule = () => import('./map');

export default function TransportSupplyChainPage(): ReactNode {
  return (
    <DemoPage
      id="transport-supply-chain"
      loadData={loadData}
      loadModule={loadModule}
      Panel={SupplyChainPanel}
      Legend={SupplyChainLegend}
    />
  );
}
