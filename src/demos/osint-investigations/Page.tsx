import type {ReactNode} from 'react';
import DemoMapArea from '@site/src/components/Demo/DemoMapArea';
import DemoShell, {DemoLayout} from '@site/src/components/Demo/DemoShell';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import OsintPanel, {OsintLegend} from './Panel';
import {readOsintData, type OsintData} from './model';

const loadData: DemoDataLoader<OsintData> = async ({baseUrl, signal}) =>
  readOsintData(await fetchDemoData<unknown>(baseUrl, 'osint-investigations', signal));
const loadModule = () => import('./map');

export default function OsintInvestigationsPage(): ReactNode {
  return (
    <DemoLayout id="osint-investigations">
      <OsintInvestigationsDemo />
    </DemoLayout>
  );
}

function OsintInvestigationsDemo(): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id="osint-investigations" controls={<OsintPanel map={map} />}>
      <DemoMapArea demoId="osint-investigations" name="OSINT investigations" map={map}>
        <OsintLegend />
      </DemoMapArea>
    </DemoShell>
  );
}
