import { createGraphEngine, MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

type Grouping = 'communities' | 'components';

const places: Record<string, [label: string, latitude: number, longitude: number]> = {
  oslo: ['Oslo', 59.9139, 10.7522],
  bergen: ['Bergen', 60.3913, 5.3221],
  stavanger: ['Stavanger', 58.97, 5.7331],
  trondheim: ['Trondheim', 63.4305, 10.3951],
  bodo: ['Bodø', 67.2804, 14.4049],
  tromso: ['Tromsø', 69.6492, 18.9553],
  stockholm: ['Stockholm', 59.3293, 18.0686],
  gothenburg: ['Gothenburg', 57.7089, 11.9746],
  malmo: ['Malmö', 55.605, 13.0038],
  umea: ['Umeå', 63.8258, 20.263],
  lulea: ['Luleå', 65.5848, 22.1547],
  helsinki: ['Helsinki', 60.1699, 24.9384],
  turku: ['Turku', 60.4518, 22.2666],
  tampere: ['Tampere', 61.4978, 23.761],
  oulu: ['Oulu', 65.0121, 25.4651],
  rovaniemi: ['Rovaniemi', 66.5039, 25.7294],
  copenhagen: ['Copenhagen', 55.6761, 12.5683],
  odense: ['Odense', 55.4038, 10.4024],
  aarhus: ['Aarhus', 56.1629, 10.2039],
  aalborg: ['Aalborg', 57.0488, 9.9217],
  reykjavik: ['Reykjavík', 64.1466, -21.9426],
  akureyri: ['Akureyri', 65.6885, -18.1262],
  egilsstadir: ['Egilsstaðir', 65.2669, -14.3948],
  isafjordur: ['Ísafjörður', 66.0749, -23.135],
  torshavn: ['Tórshavn', 62.0107, -6.7741],
  klaksvik: ['Klaksvík', 62.2266, -6.589],
  vagar: ['Vágar', 62.0636, -7.2772],
};

// Dense inside each country, a few links across borders, and two island groups on their own.
const links: [from: string, to: string][] = [
  ['oslo', 'bergen'], ['oslo', 'trondheim'], ['oslo', 'stavanger'], ['bergen', 'stavanger'],
  ['bergen', 'trondheim'], ['trondheim', 'bodo'], ['bodo', 'tromso'],
  ['stockholm', 'gothenburg'], ['stockholm', 'malmo'], ['gothenburg', 'malmo'],
  ['stockholm', 'umea'], ['umea', 'lulea'],
  ['helsinki', 'turku'], ['helsinki', 'tampere'], ['tampere', 'turku'], ['tampere', 'oulu'],
  ['oulu', 'rovaniemi'], ['helsinki', 'oulu'],
  ['copenhagen', 'odense'], ['odense', 'aarhus'], ['aarhus', 'aalborg'], ['copenhagen', 'aarhus'],
  ['oslo', 'stockholm'], ['oslo', 'gothenburg'], ['malmo', 'copenhagen'],
  ['stockholm', 'helsinki'], ['stockholm', 'turku'], ['lulea', 'oulu'],
  ['reykjavik', 'akureyri'], ['reykjavik', 'egilsstadir'], ['reykjavik', 'isafjordur'],
  ['akureyri', 'egilsstadir'], ['torshavn', 'klaksvik'], ['torshavn', 'vagar'],
  ['vagar', 'klaksvik'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(places)) {
  data[id] = { type: 'node', label, latitude, longitude, size: 8 };
}
for (const [from, to] of links) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#8c959f' };
}

// Both groupings once, each as a group number per place.
const graph = createGraphEngine(data);
const components = graph.components();
const groups: Record<Grouping, Record<string, number>> = {
  communities: graph.communities(),
  components: Object.fromEntries(
    components.flatMap((members, index) => members.map((id) => [id, index])),
  ),
};

const palette = ['#0969da', '#cf222e', '#1a7f37', '#8250df', '#bc4c00', '#bf3989', '#1b7c83'];

function coloured(grouping: Grouping): NetworkData {
  const result: NetworkData = {};
  for (const id of Object.keys(places)) {
    const node = data[id];
    const group = groups[grouping][id] ?? 0;
    if (node?.type === 'node') result[id] = { ...node, color: palette[group % palette.length] };
  }
  return result;
}

function summary(grouping: Grouping): string {
  if (grouping === 'components') {
    const sizes = components.map((members) => members.length);
    return `${components.length} connected components, of ${sizes.join(', ')} places.`;
  }
  const count = new Set(Object.values(groups.communities)).size;
  return `${count} Louvain communities (a fixed seed: the same every run).`;
}

function describePlace(id: string): string {
  const community = groups.communities[id]! + 1;
  const component = groups.components[id]!;
  const size = components[component]!.length;
  return `${places[id]![0]}: community ${community}, component ${component + 1} (${size} places).`;
}

const network = new NetworkLayer({ id: 'nordic', data: { ...data, ...coloured('communities') } });
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: a radio group for the grouping, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const fieldset = document.createElement('fieldset');
fieldset.className = 'mw-segmented';
const legend = document.createElement('legend');
legend.textContent = 'Colour by';
fieldset.append(legend);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.textContent = summary('communities');

for (const [grouping, text] of [
  ['communities', 'Communities (Louvain)'],
  ['components', 'Connected components'],
] as const) {
  const radio = document.createElement('input');
  radio.type = 'radio';
  radio.name = 'grouping';
  radio.value = grouping;
  radio.checked = grouping === 'communities';
  radio.addEventListener('change', () => {
    network.merge(coloured(grouping));
    status.textContent = summary(grouping);
  });
  const label = document.createElement('label');
  label.append(radio, text);
  fieldset.append(label);
}
panel.append(fieldset, status);
document.body.append(panel);

map.on('click', ({ item }) => {
  if (item?.type === 'node') status.textContent = describePlace(item.id);
});
