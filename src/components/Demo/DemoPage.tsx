import type {ComponentType, ReactNode} from 'react';
import DemoMapArea from './DemoMapArea';
import DemoShell, {DemoLayout, findDemo} from './DemoShell';
import {useDemoMap, type DemoDataLoader, type DemoMapState} from './useDemoMap';
import type {DemoMapController, DemoMapModule} from './types';

export interface DemoPageProps<D, C extends DemoMapController> {
  /** The demo's id in the registry (src/data/demos.ts), which gives its texts. */
  id: string;
  /** Module-level functions (useDemoMap starts again when they change). */
  loadData: DemoDataLoader<D>;
  loadModule: () => Promise<DemoMapModule<D, C>>;
  /** The side panel's controls. */
  Panel: ComponentType<{map: DemoMapState<C, D>}>;
  /** Drawn over the map. */
  Legend: ComponentType;
}

/**
 * A demo's whole page: the layout, the shell with its panel, and the map, whose camera the link
 * keeps. A demo's `Page.tsx` is this with its own loaders, panel and legend:
 *
 *   const loadData = ({baseUrl, signal}) => fetchDemoData<MyData>(baseUrl, 'my-demo', signal);
 *   const loadModule = () => import('./map');
 *   export default () => <DemoPage id="my-demo" loadData={loadData} loadModule={loadModule} Panel={MyPanel} Legend={MyLegend} />;
 */
export default function DemoPage<D, C extends DemoMapController>(props: DemoPageProps<D, C>): ReactNode {
  return (
    <DemoLayout id={props.id}>
      <Demo {...props} />
    </DemoLayout>
  );
}

function Demo<D, C extends DemoMapController>({
  id,
  loadData,
  loadModule,
  Panel,
  Legend,
}: DemoPageProps<D, C>): ReactNode {
  const map = useDemoMap(loadData, loadModule, {linkCamera: true});
  return (
    <DemoShell id={id} controls={<Panel map={map} />}>
      <DemoMapArea demoId={id} name={findDemo(id).name} map={map}>
        <Legend />
      </DemoMapArea>
    </DemoShell>
  );
}
