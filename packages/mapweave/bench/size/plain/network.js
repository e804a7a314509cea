// A network drawn with plain deck.gl layers: links, nodes and labels.
import {LineLayer, ScatterplotLayer, TextLayer} from '@deck.gl/layers';
import {LINKS, NODES} from '../data.js';

const position = (node) => [node.longitude, node.latitude];

export function networkLayers() {
  return [
    new LineLayer({
      id: 'links',
      data: LINKS,
      getSourcePosition: (link) => position(link.from),
      getTargetPosition: (link) => position(link.to),
      pickable: true,
    }),
    new ScatterplotLayer({
      id: 'nodes',
      data: NODES,
      getPosition: position,
      getRadius: 6,
      radiusUnits: 'pixels',
      pickable: true,
    }),
    new TextLayer({id: 'labels', data: NODES, getPosition: position, getText: (node) => node.label}),
  ];
}
