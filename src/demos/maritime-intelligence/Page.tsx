import type {ReactNode} from 'react';
import DemoMapArea from '@site/src/components/Demo/DemoMapArea';
import DemoShell, {DemoLayout} from '@site/src/components/Demo/DemoShell';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import MaritimePanel, {MaritimeLegend} from './Panel';
import {readMaritimeData, type MaritimeData} from './model';

const loadData: DemoDataLoader<MaritimeData> = async ({baseUrl, signal}) =>
  readMaritimeData(await fetchDemoData<unknown>(baseUrl, 'maritime-intelligence', signal));
const loadModule = () => import('./map');

export default function MaritimeIntelligencePage(): ReactNode {
  return (
    <DemoLayout id="maritime-intelligence">
      <MaritimeIntelligenceDemo />
    </DemoLayout>
  );
}

function MaritimeIntelligenceDemo(): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id="maritime-intelligence" controls={<MaritimePanel map={map} />}>
      <DemoMapArea demoId="maritime-intelligence" name="Maritime intelligence" map={map}>
        <MaritimeLegend />
      </DemoMapArea>
    </DemoShell>
  );
}
