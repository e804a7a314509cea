import type {ReactNode} from 'react';
import DemoPage from '@site/src/components/Demo/DemoPage';
import type {DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import MaritimePanel, {MaritimeLegend} from './Panel';
import {readMaritimeData, type MaritimeData} from './model';

const loadData: DemoDataLoader<MaritimeData> = async ({baseUrl, signal}) =>
  readMaritimeData(await fetchDemoData<unknown>(baseUrl, 'maritime-intelligence', signal));
const loadModule = () => import('./map');

export default function MaritimeIntelligencePage(): ReactNode {
  return (
    <DemoPage
      id="maritime-intelligence"
      loadData={loadData}
      loadModule={loadModule}
      Panel={MaritimePanel}
      Legend={MaritimeLegend}
    />
  );
}
