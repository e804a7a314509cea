import {StrictMode, useEffect, useRef} from 'react';
import {createRoot} from 'react-dom/client';
import {NetworkLayer as NetworkLayerClass, StandaloneAdapter, type NetworkData} from 'mapweave';
import {MapWeave, NetworkLayer, type MapWeaveHandle} from 'mapweave/react';
import './App.css';

const report: ConsumerReport = {loads: [], clicks: [], nodePixel: null, effect: null, strictMounts: 0};
window.consumer = report;

// Data written for Leaflet or Google Maps: the console says what was meant.
new NetworkLayerClass({id: 'leaflet-style', data: {paris: {type: 'node', lat: 48.85, lng: 2.35} as never}});

const adapter = new StandaloneAdapter({theme: 'light'});
const data: NetworkData = {
  lagos: {type: 'node', latitude: 6.5, longitude: 3.4, color: '#ff0000', size: 16},
  nairobi: {type: 'node', latitude: -1.3, longitude: 36.8, color: '#ff0000', size: 16},
  route: {type: 'link', id1: 'lagos', id2: 'nairobi', width: 3},
};

function App() {
  const ref = useRef<MapWeaveHandle>(null);
  // "Analyse on mount" from the parent, with the 1.0-style synchronous analysis call.
  useEffect(() => {
    const zoom = ref.current?.getViewState().zoom ?? null;
    void ref.current?.whenReady().then(() => {
      const routes = ref.current?.getLayer<NetworkLayer>('routes');
      report.effect = {zoom, betweenness: routes?.getGraphEngine().betweenness() ?? null};
    });
  }, []);
  return (
    <MapWeave
      ref={ref}
      adapter={adapter}
      view={{longitude: 20, latitude: 2, zoom: 2}}
      fitOnFirstLoad={false}
      style={{height: 320}}
      onLoad={({layerIds}) => {
        const map = ref.current?.getInstance() ?? null;
        const pixel = map?.project({latitude: 6.5, longitude: 3.4});
        const box = map?.container.getBoundingClientRect();
        report.nodePixel = pixel && box ? [box.left + pixel[0], box.top + pixel[1]] : null;
        report.loads.push({layerIds, refLayerIds: map?.getLayers().map((layer) => layer.id) ?? null});
      }}
      onClick={({item}) => report.clicks.push(item?.id ?? null)}
    >
      <NetworkLayer id="routes" data={data} />
    </MapWeave>
  );
}

/** Mounts and unmounts a map 20 times under StrictMode (40 maps), as an app's route changes would. */
async function mountManyTimes(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const element = document.createElement('div');
    document.body.append(element);
    const root = createRoot(element);
    const ref: {current: MapWeaveHandle | null} = {current: null};
    root.render(
      <StrictMode>
        <MapWeave ref={ref} style={{height: 40}} />
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await ref.current?.whenReady();
    root.unmount();
    element.remove();
    report.strictMounts = (report.strictMounts ?? 0) + 1;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
void mountManyTimes().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
