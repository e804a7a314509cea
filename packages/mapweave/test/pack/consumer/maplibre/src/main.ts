import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import {basemapStyle, MapLibreAdapter, MapWeave, NetworkLayer} from 'mapweave';

const report: ConsumerReport = {loads: [], clicks: [], nodePixel: null};
window.consumer = report;

// As getting started says: a bundled maplibre-gl 6 finds its worker only when told where it is.
maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

const basemap = new maplibregl.Map({
  container: 'map',
  style: basemapStyle({theme: 'light'}),
  center: [20, 2],
  zoom: 2,
  attributionControl: false,
});

const mapweave = new MapWeave({
  adapter: new MapLibreAdapter({map: basemap}),
  layers: [
    new NetworkLayer({
      id: 'routes',
      data: {
        lagos: {type: 'node', latitude: 6.5, longitude: 3.4, color: '#ff0000', size: 16},
        nairobi: {type: 'node', latitude: -1.3, longitude: 36.8, color: '#ff0000', size: 16},
        route: {type: 'link', id1: 'lagos', id2: 'nairobi', width: 3},
      },
    }),
  ],
});
mapweave.on('load', ({layerIds}) => {
  const [x, y] = mapweave.project({latitude: 6.5, longitude: 3.4});
  const box = mapweave.container.getBoundingClientRect();
  report.nodePixel = [box.left + x, box.top + y];
  report.loads.push({layerIds, refLayerIds: mapweave.getLayers().map((layer) => layer.id)});
});
mapweave.on('click', ({item}) => report.clicks.push(item?.id ?? null));
