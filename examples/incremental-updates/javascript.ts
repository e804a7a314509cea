import { MapWeave, NetworkLayer, type NetworkData, type NetworkNode } from 'mapweave';

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
const pending: [id: string, node: NetworkNode, linkedTo: string][] = [
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

const network = new NetworkLayer({ id: 'depots', data });
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: the four kinds of change, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';

function button(text: string, onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

function labelled(text: string, control: HTMLElement) {
  const label = document.createElement('label');
  label.append(`${text} `, control);
  return label;
}

const linkSelect = document.createElement('select');
const depotSelect = document.createElement('select');
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');

/** Lists what the layer holds now (its data after every change) and says what changed. */
function report(change: string) {
  const items = Object.entries(network.data());
  const nodes = items.filter(([, item]) => item.type === 'node');
  const links = items.filter(([, item]) => item.type === 'link');
  linkSelect.replaceChildren(...links.map(([id]) => new Option(id, id)));
  depotSelect.replaceChildren(
    ...nodes.map(([id, item]) => new Option(item.type === 'node' ? (item.label ?? id) : id, id)),
  );
  status.textContent = `${change} ${nodes.length} depots, ${links.length} links.`;
}

const add = button('Add a depot', () => {
  const next = pending.shift();
  if (!next) return;
  const [id, node, linkedTo] = next;
  const linkId = `${linkedTo}-${id}`;
  try {
    // One merge: the node and its link are validated together with the rest.
    network.merge({
      [id]: node,
      [linkId]: { type: 'link', id1: linkedTo, id2: id, color: '#1a7f37' },
    });
    const target = network.data()[linkedTo];
    report(`Added ${node.label}, linked to ${target?.type === 'node' ? target.label : linkedTo}.`);
  } catch (error) {
    // e.g. UNKNOWN_LINK_END when the depot it links to was removed: nothing was changed.
    report(`Could not add ${node.label}: ${error instanceof Error ? error.message : error}.`);
  }
  add.disabled = pending.length === 0;
});

let site = 0;
const move = button('Move the Birmingham depot', () => {
  const current = network.data().birmingham;
  if (current?.type !== 'node') {
    report('The Birmingham depot was removed.');
    return;
  }
  site = 1 - site;
  const border = { color: '#bf8700', width: 3 };
  network.merge({ birmingham: { ...current, ...birminghamSites[site], border } });
  report(`Moved the depot to ${birminghamSites[site]!.label}.`);
});

const removeLink = button('Remove link', () => {
  if (!linkSelect.value) return;
  network.removeItems([linkSelect.value]);
  report(`Removed the link ${linkSelect.value}.`);
});

const removeDepot = button('Remove depot', () => {
  if (!depotSelect.value) return;
  const label = depotSelect.selectedOptions[0]?.textContent;
  // Removing a node removes its links too.
  network.removeItems([depotSelect.value]);
  report(`Removed ${label} and its links.`);
});

panel.append(
  add,
  ' ',
  move,
  document.createElement('br'),
  labelled('Link', linkSelect),
  ' ',
  removeLink,
  ' ',
  labelled('Depot', depotSelect),
  ' ',
  removeDepot,
  status,
);
document.body.append(panel);
report('Change the network with the buttons.');
