import type {ReactNode} from 'react';
import DemoMapArea from '@site/src/components/Demo/DemoMapArea';
import DemoShell, {DemoLayout} from '@site/src/components/Demo/DemoShell';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import PatternPanel, {PatternLegend} from './Panel';
import {readPatternData, type PatternData} from './model';

const loadData: DemoDataLoader<PatternData> = async ({baseUrl, signal}) =>
  readPatternData(await fetchDemoData<unknown>(baseUrl, 'pattern-of-life', signal));
const loadModule = () => import('./map');

export default function PatternOfLifePage(): ReactNode {
  return (
    <DemoLayout id="pattern-of-life">
      <PatternOfLifeDemo />
    </DemoLayout>
  );
}

function PatternOfLifeDemo(): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id="pattern-of-life" controls={<PatternPanel map={map} />}>
      <DemoMapArea demoId="pattern-of-life" name="Pattern of life" map={map}>
        <PatternLegend />
      </DemoMapArea>
    </DemoShell>
  );
}
