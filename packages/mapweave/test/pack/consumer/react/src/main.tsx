import {StrictMode, useRef} from 'react';
import {createRoot} from 'react-dom/client';
import {StandaloneAdapter, type NetworkData} from 'mapweave';
import {MapWeave, NetworkLayer, type MapWeaveHandle} from 'mapweave/react';

const report: ConsumerReport = {loads: [], clicks: [], nodePixel: null};
window.consumer = report;

const adapter = new StandaloneAdapter({theme: 'light'});
const data: NetworkData = {
  lagos: {type: 'node', latitude: 6.5, longitude: 3.4, color: '#ff0000', size: 16},
  nairobi: {type: 'node', latitude: -1.3, longitude: 36.8, color: '#ff0000', size: 16},
  route: {type: 'link', id1: 'lagos', id2: 'nairobi', width: 3},
};

function App() {
  const ref = useRef<MapWeaveHandle>(null);
  return (
    <MapWeave
      ref={ref}
      adapter={adapter}
      view={{longitude: 20, latitude: 2, zoom: 2}}
      fitOnFirstLoad={false}
      style={{height: 320}}
      onLoad={({layerIds}) => {
        const map = ref.current?.getInstance() ?? null;
        report.nodePixel = map?.project({latitude: 6.5, longitude: 3.4}) ?? null;
        report.loads.push({layerIds, refLayerIds: map?.getLayers().map((layer) => layer.id) ?? null});
      }}
      onClick={({item}) => report.clicks.push(item?.id ?? null)}
    >
      <NetworkLayer id="routes" data={data} />
    </MapWeave>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
