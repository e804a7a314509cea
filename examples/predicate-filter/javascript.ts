import {
  MapWeave,
  NetworkLayer,
  type LinkStyle,
  type NetworkData,
  type NetworkPredicate,
} from 'mapweave';

type Category = 'seaport' | 'airport' | 'rail terminal';
type Kind = 'rail' | 'road' | 'barge' | 'air';

type Hub = [label: string, category: Category, latitude: number, longitude: number];

const hubs: Record<string, Hub> = {
  rotterdam: ['Rotterdam', 'seaport', 51.9496, 4.1453],
  antwerp: ['Antwerp', 'seaport', 51.2637, 4.3998],
  zeebrugge: ['Zeebrugge', 'seaport', 51.3326, 3.2077],
  hamburg: ['Hamburg', 'seaport', 53.5461, 9.9661],
  bremerhaven: ['Bremerhaven', 'seaport', 53.5396, 8.5809],
  schiphol: ['Schiphol', 'airport', 52.3105, 4.7683],
  liege: ['Liège', 'airport', 50.6374, 5.4432],
  cologne: ['Cologne Bonn', 'airport', 50.8659, 7.1427],
  frankfurt: ['Frankfurt', 'airport', 50.0379, 8.5622],
  leipzig: ['Leipzig/Halle', 'airport', 51.4239, 12.2364],
  venlo: ['Venlo', 'rail terminal', 51.3704, 6.1724],
  duisburg: ['Duisburg', 'rail terminal', 51.4344, 6.7623],
  mannheim: ['Mannheim', 'rail terminal', 49.4875, 8.466],
  nuremberg: ['Nuremberg', 'rail terminal', 49.4521, 11.0767],
};

const links: [from: string, to: string, kind: Kind][] = [
  ['rotterdam', 'venlo', 'rail'], ['rotterdam', 'duisburg', 'rail'],
  ['antwerp', 'duisburg', 'rail'], ['hamburg', 'nuremberg', 'rail'],
  ['bremerhaven', 'mannheim', 'rail'], ['venlo', 'duisburg', 'rail'],
  ['duisburg', 'mannheim', 'rail'], ['mannheim', 'nuremberg', 'rail'],
  ['rotterdam', 'antwerp', 'barge'], ['rotterdam', 'duisburg', 'barge'],
  ['duisburg', 'mannheim', 'barge'], ['schiphol', 'rotterdam', 'road'],
  ['liege', 'antwerp', 'road'], ['frankfurt', 'mannheim', 'road'],
  ['cologne', 'duisburg', 'road'], ['zeebrugge', 'antwerp', 'road'],
  ['leipzig', 'nuremberg', 'road'], ['bremerhaven', 'hamburg', 'road'],
  ['venlo', 'schiphol', 'road'], ['schiphol', 'frankfurt', 'air'],
  ['frankfurt', 'leipzig', 'air'], ['liege', 'leipzig', 'air'],
  ['cologne', 'leipzig', 'air'], ['schiphol', 'liege', 'air'],
];

const categoryStyle: Record<Category, { color: string; glyph: string }> = {
  seaport: { color: '#0969da', glyph: 'S' },
  airport: { color: '#8250df', glyph: 'A' },
  'rail terminal': { color: '#1a7f37', glyph: 'R' },
};
// Barges and planes curve, so they do not hide the rail and road links between the same hubs.
const kindStyle: Record<Kind, LinkStyle> = {
  rail: { color: '#1a7f37' },
  road: { color: '#bc4c00' },
  barge: { color: '#0969da', dashed: true, shape: 'arc', arcHeight: 0.25 },
  air: { color: '#8250df', dashed: [2, 4], shape: 'arc', arcHeight: 0.3 },
};

// The predicate looks items up by id: what each one is stays outside the drawing data.
const categoryOf: Record<string, Category> = {};
const kindOf: Record<string, Kind> = {};
const data: NetworkData = {};
for (const [id, [label, category, latitude, longitude]] of Object.entries(hubs)) {
  categoryOf[id] = category;
  data[id] = { type: 'node', label, latitude, longitude, size: 9, ...categoryStyle[category] };
}
for (const [from, to, kind] of links) {
  const id = `${kind}:${from}-${to}`;
  kindOf[id] = kind;
  data[id] = { type: 'link', id1: from, id2: to, width: 2.5, ...kindStyle[kind] };
}

/** A predicate for filter(): keeps the hubs and links of the kinds shown. */
function showOnly(categories: ReadonlySet<Category>, kinds: ReadonlySet<Kind>): NetworkPredicate {
  return (item, id) =>
    item.type === 'node' ? categories.has(categoryOf[id]!) : kinds.has(kindOf[id]!);
}

/** What a predicate shows; a link also needs both of its hubs. */
function countShown(keep: NetworkPredicate): string {
  const items = Object.entries(data);
  const shown = (id: string) => keep(data[id]!, id);
  const nodes = items.filter(([id, item]) => item.type === 'node' && shown(id)).length;
  const edges = items.filter(
    ([id, item]) => item.type === 'link' && shown(id) && shown(item.id1) && shown(item.id2),
  ).length;
  const total = Object.keys(hubs).length;
  return `Showing ${nodes} of ${total} hubs and ${edges} of ${links.length} links.`;
}

const shownCategories = new Set<Category>(['seaport', 'airport', 'rail terminal']);
const shownKinds = new Set<Kind>(['rail', 'road', 'barge', 'air']);

const network = new NetworkLayer({
  id: 'freight',
  data,
  filter: showOnly(shownCategories, shownKinds),
});
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: one checkbox per category and kind, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');

/** A new predicate from copies of the sets: filter() runs it over every item once. */
function applyFilter() {
  const keep = showOnly(new Set(shownCategories), new Set(shownKinds));
  network.filter(keep);
  status.textContent = countShown(keep);
}

function checkboxes<T extends string>(legend: string, values: T[], shown: Set<T>) {
  const fieldset = document.createElement('fieldset');
  
  const caption = document.createElement('legend');
  caption.textContent = legend;
  fieldset.append(caption);
  for (const value of values) {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = true;
    box.addEventListener('change', () => {
      if (box.checked) shown.add(value);
      else shown.delete(value);
      applyFilter();
    });
    const label = document.createElement('label');
    label.append(box, value);
    fieldset.append(label);
  }
  return fieldset;
}

panel.append(
  checkboxes('Hubs', ['seaport', 'airport', 'rail terminal'], shownCategories),
  checkboxes('Links', ['rail', 'road', 'barge', 'air'], shownKinds),
  status,
);
document.body.append(panel);
applyFilter();
