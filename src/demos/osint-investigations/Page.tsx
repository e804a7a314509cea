import type {ReactNode} from 'react';
import DemoPage from '@site/src/components/Demo/DemoPage';
import type {DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import OsintPanel, {OsintLegend} from './Panel';
import {readOsintData, type OsintData} from './model';

const loadData: DemoDataLoader<OsintData> = async ({baseUrl, signal}) =>
  readOsintData(await fetchDemoData<unknown>(baseUrl, 'osint-investigations', signal));
const loadModule = () => import('./map');

export default function OsintInvestigationsPage(): ReactNode {
  return (
    <DemoPage
      id="osint-investigations"
      loadData={loadData}
      loadModule={loadModule}
      Panel={OsintPanel}
      Legend={OsintLegend}
    />
  );
}
