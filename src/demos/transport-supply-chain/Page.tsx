import type {ReactNode} from 'react';
import DemoMapArea from '@site/src/components/Demo/DemoMapArea';
import DemoShell, {DemoLayout} from '@site/src/components/Demo/DemoShell';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import SupplyChainPanel, {SupplyChainLegend} from './Panel';
import {readSupplyData, type SupplyData} from './model';

const loadData: DemoDataLoader<SupplyData> = async ({baseUrl, signal}) =>
  readSupplyData(await fetchDemoData<unknown>(baseUrl, 'transport-supply-chain', signal));
const loadModule = () => import('./map');

export default function TransportSupplyChainPage(): ReactNode {
  return (
    <DemoLayout id="transport-supply-chain">
      <TransportSupplyChainDemo />
    </DemoLayout>
  );
}

function TransportSupplyChainDemo(): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id="transport-supply-chain" controls={<SupplyChainPanel map={map} />}>
      <DemoMapArea demoId="transport-supply-chain" name="Transport and supply chain" map={map}>
        <SupplyChainLegend />
      </DemoMapArea>
    </DemoShell>
  );
}
