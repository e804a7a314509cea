import type {ReactNode} from 'react';
import DemoPage from '@site/src/components/Demo/DemoPage';
import type {DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import PatternPanel, {PatternLegend} from './Panel';
import {readPatternData, type PatternData} from './model';

const loadData: DemoDataLoader<PatternData> = async ({baseUrl, signal}) =>
  readPatternData(await fetchDemoData<unknown>(baseUrl, 'pattern-of-life', signal));
const loadModule = () => import('./map');

export default function PatternOfLifePage(): ReactNode {
  return (
    <DemoPage
      id="pattern-of-life"
      loadData={loadData}
      loadModule={loadModule}
      Panel={PatternPanel}
      Legend={PatternLegend}
    />
  );
}
