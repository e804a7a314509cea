import { useRef, useState } from 'react';
import {
  NetworkLayer as NetworkLayerClass,
  type NetworkData,
  type NetworkNode,
} from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

const depot = (label: string, latitude: number, longitude: number): NetworkNode => ({
  type: 'node',
  label,
  latitude,
  longitude,
  color: '#0969da',
  size: 8,
});

const data: NetworkData = {
  london: depot('London', 51.5074, -0.1278),
  birmingham: depot('Birmingham', 52.4862, -1.8904),
  manchester: depot('Manchester', 53.4808, -2.2426),
  leeds: depot('Leeds', 53.8008, -1.5491),
  bristol: depot('Bristol', 51.4545, -2.5879),
  nottingham: depot('Nottingham', 52.9548, -1.1581),
  southampton: depot('Southampton', 50.9097, -1.4044),
  liverpool: depot('Liverpool', 53.4084, -2.9916),
  'london-birmingham': { type: 'link', id1: 'london', id2: 'birmingham', width: 3 },
  'london-southampton': { type: 'link', id1: 'london', id2: 'southampton' },
  'london-nottingham': { type: 'link', id1: 'london', id2: 'nottingham' },
  'birmingham-bristol': { type: 'link', id1: 'birmingham', id2: 'bristol' },
  'birmingham-manchester': { type: 'link', id1: 'birmingham', id2: 'manchester', width: 3 },
  'birmingham-nottingham': { type: 'link', id1: 'birmingham', id2: 'nottingham' },
  'manchester-leeds': { type: 'link', id1: 'manchester', id2: 'leeds' },
  'manchester-liverpool': { type: 'link', id1: 'manchester', id2: 'liverpool' },
  'bristol-southampton': { type: 'link', id1: 'bristol', id2: 'southampton' },
};

// Depots still to open, in order, each with the depot it is linked to.
const opening: [id: string, node: NetworkNode, linkedTo: string][] = [
  ['newcastle', depot('Newcastle', 54.9783, -1.6178), 'leeds'],
  ['edinburgh', depot('Edinburgh', 55.9533, -3.1883), 'newcastle'],
  ['glasgow', depot('Glasgow', 55.8642, -4.2518), 'edinburgh'],
  ['cardiff', depot('Cardiff', 51.4816, -3.1791), 'bristol'],
];

// Birmingham's depot moves between the city centre and the Coleshill hub near the M42.
const birminghamSites = [
  { latitude: 52.4862, longitude: -1.8904, label: 'Birmingham' },
  { latitude: 52.5167, longitude: -1.7, label: 'Birmingham (Coleshill)' },
];

export default function App() {
  const map = useRef<MapWeaveHandle>(null);
  // A copy of what the layer holds, read back after every change, for the selects.
  const [items, setItems] = useState<NetworkData>(data);
  const [pending, setPending] = useState(opening);
  const [site, setSite] = useState(0);
  const [linkId, setLinkId] = useState('');
  const [depotId, setDepotId] = useState('');
  const [status, setStatus] = useState('Change the network with the buttons.');

  const nodes = Object.entries(items).filter(([, item]) => item.type === 'node');
  const links = Object.entries(items).filter(([, item]) => item.type === 'link');

  // The `data` prop keeps its first reference, so React never replaces what merge() and
  // removeItems() changed: the layer is changed through its own methods.
  const change = (update: (layer: NetworkLayerClass) => void, text: string) => {
    const layer = map.current?.getLayer('depots');
    if (!(layer instanceof NetworkLayerClass)) return;
    try {
      update(layer);
      setStatus(text);
    } catch (error) {
      // e.g. UNKNOWN_LINK_END when the depot it links to was removed: nothing was changed.
      setStatus(`Not changed: ${error instanceof Error ? error.message : error}.`);
    }
    setItems(layer.data());
  };

  const depotLabel = (id: string) => {
    const item = items[id];
    return item?.type === 'node' ? (item.label ?? id) : id;
  };

  const add = () => {
    const [next, ...rest] = pending;
    if (!next) return;
    const [id, node, linkedTo] = next;
    setPending(rest);
    // One merge: the node and its link are validated together with the rest.
    change(
      (layer) =>
        layer.merge({
          [id]: node,
          [`${linkedTo}-${id}`]: { type: 'link', id1: linkedTo, id2: id, color: '#1a7f37' },
        }),
      `Added ${node.label}, linked to ${depotLabel(linkedTo)}.`,
    );
  };

  const move = () => {
    const current = items.birmingham;
    if (current?.type !== 'node') {
      setStatus('The Birmingham depot was removed.');
      return;
    }
    const nextSite = 1 - site;
    setSite(nextSite);
    const border = { color: '#bf8700', width: 3 };
    change(
      (layer) => layer.merge({ birmingham: { ...current, ...birminghamSites[nextSite], border } }),
      `Moved the depot to ${birminghamSites[nextSite]!.label}.`,
    );
  };

  const chosenLink = links.some(([id]) => id === linkId) ? linkId : (links[0]?.[0] ?? '');
  const chosenDepot = nodes.some(([id]) => id === depotId) ? depotId : (nodes[0]?.[0] ?? '');

  return (
    <>
      <aside className="mw-panel">
        <button type="button" disabled={pending.length === 0} onClick={add}>
          Add a depot
        </button>{' '}
        <button type="button" onClick={move}>
          Move the Birmingham depot
        </button>
        <br />
        <label>
          Link{' '}
          <select value={chosenLink} onChange={(event) => setLinkId(event.target.value)}>
            {links.map(([id]) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>{' '}
        <button
          type="button"
          disabled={!chosenLink}
          onClick={() =>
            change((layer) => layer.removeItems([chosenLink]), `Removed the link ${chosenLink}.`)
          }
        >
          Remove link
        </button>{' '}
        <label>
          Depot{' '}
          <select value={chosenDepot} onChange={(event) => setDepotId(event.target.value)}>
            {nodes.map(([id]) => (
              <option key={id} value={id}>
                {depotLabel(id)}
              </option>
            ))}
          </select>
        </label>{' '}
        <button
          type="button"
          disabled={!chosenDepot}
          onClick={() =>
            // Removing a node removes its links too.
            change(
              (layer) => layer.removeItems([chosenDepot]),
              `Removed ${depotLabel(chosenDepot)} and its links.`,
            )
          }
        >
          Remove depot
        </button>
        <p aria-live="polite">
          {status} {nodes.length} depots, {links.length} links.
        </p>
      </aside>
      <MapWeave ref={map}>
        <NetworkLayer id="depots" data={data} />
      </MapWeave>
    </>
  );
}
