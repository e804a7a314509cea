/**
 * OSINT investigations: an invented network of people, organisations and online accounts
 * around geotagged events (company registrations, meetings, posts, property purchases) in
 * real cities (GeoNames). Five groups, each around a region, joined by a few brokers, so
 * that community detection has something to find; every link carries the date it was
 * reported and the kind of source that reported it.
 *
 * Output (`data`):
 *   start      ISO date of the first day reports can carry
 *   seed       the id of the investigation's starting subject
 *   events     [{id, kind, label, city, longitude, latitude, day}]     fixed nodes, on land
 *              for EVENT_LAND_KM all round (Natural Earth land at 1:50m)
 *   entities   [{id, kind: 'person'|'organisation'|'account', label}]  free nodes
 *   links      [[id1, id2, relation, day, source]]  day = days after `start`
 */
import {createRng} from '../../../scripts/data/lib/rng.mjs';
import {findCity, loadCities} from '../../../scripts/data/lib/cities.mjs';
import {round} from '../../../scripts/data/lib/output.mjs';
import {landTest} from '../../../scripts/data/lib/land.mjs';

export const sources = ['GeoNames', 'Natural Earth'];

const START = Date.UTC(2025, 2, 1);
const DAYS = 184;

const GROUPS = [
  {
    key: 'danube',
    cities: [
      ['Vienna', 'AT'],
      ['Bratislava', 'SK'],
      ['Budapest', 'HU'],
      ['Győr', 'HU'],
    ],
    organisations: ['Danube Freight Solutions', 'Pannonia Trade House', 'Kuruc Consulting Kft', 'Marchfeld Logistics'],
    accounts: ['danube_watch', 'pannonia_news24', 'kuruc.k', 'freight_insider_at', 'bratislava_leaks'],
  },
  {
    key: 'levant',
    cities: [
      ['Limassol', 'CY'],
      ['Larnaca', 'CY'],
      ['Nicosia', 'CY'],
      ['Beirut', 'LB'],
    ],
    organisations: ['Kyrenia Holdings Ltd', 'Amathus Nominees', 'Cedar Bridge Capital'],
    accounts: ['cy_corporate_eye', 'amathus.trust', 'levant_ledger', 'cedar_signal'],
  },
  {
    key: 'gulf',
    cities: [
      ['Dubai', 'AE'],
      ['Sharjah', 'AE'],
      ['Musaffah', 'AE'],
    ],
    organisations: ['Falcon Crest General Trading', 'Jebel Ali Star FZE', 'Oasis Meridian Investments'],
    accounts: ['gulf_deals_daily', 'falcon.crest.trading', 'desert_ledger'],
  },
  {
    key: 'london',
    cities: [
      ['London', 'GB'],
      ['Croydon', 'GB'],
      ['Watford', 'GB'],
    ],
    organisations: ['Thameside Corporate Services', 'Ashdown Property Partners'],
    accounts: ['city_company_watch', 'ashdown_homes', 'thameside.cs', 'uk_registry_bot'],
  },
  {
    key: 'bosphorus',
    cities: [
      ['Istanbul', 'TR'],
      ['İzmit', 'TR'],
      ['Bursa', 'TR'],
    ],
    organisations: ['Galata Maritime Agency', 'Anadolu Export Partners'],
    accounts: ['galata_port_news', 'anadolu.export', 'bosphorus_osint'],
  },
];

const FIRST_NAMES = [
  'Viktor',
  'Elena',
  'Marek',
  'Sofia',
  'Andreas',
  'Leyla',
  'Tomas',
  'Irina',
  'Karim',
  'Nadia',
  'Pavel',
  'Yasmin',
  'Georg',
  'Selin',
  'Oskar',
  'Maya',
  'Emre',
  'Clara',
  'Farid',
  'Zora',
  'Lukas',
  'Rana',
  'Stefan',
  'Dara',
  'Hugo',
  'Lina',
  'Rafael',
  'Mira',
];
const SURNAMES = [
  'Halden',
  'Varga',
  'Novak',
  'Petrides',
  'Haddad',
  'Kovacs',
  'Demir',
  'Brandt',
  'Sayegh',
  'Lindqvist',
  'Orlov',
  'Kaya',
  'Marsh',
  'Constantinou',
  'Farouk',
  'Szabo',
  'Weller',
  'Aydin',
  'Khoury',
  'Reyes',
];

const EVENT_KINDS = {
  registration: {label: 'Company registered', relation: 'registered at', sources: ['company registry']},
  meeting: {label: 'Meeting', relation: 'attended', sources: ['news report', 'social media photo']},
  post: {label: 'Geotagged post', relation: 'posted from', sources: ['social media']},
  property: {
    label: 'Property purchase',
    relation: 'bought property at',
    sources: ['land registry', 'leaked documents'],
  },
  conference: {label: 'Trade conference', relation: 'spoke at', sources: ['conference programme', 'news report']},
};

/**
 * Kilometres of land every event has around it at the basemap's 1:50m detail: the people and
 * accounts laid out around an event on the map (within `freeNodeMaxMeters`) stay on land.
 */
export const EVENT_LAND_KM = 5;
/** Events are this close to their city's centre at most. */
const EVENT_REACH_KM = 9;

function offsetKm(place, east, north) {
  return {
    longitude: place.longitude + east / (111.32 * Math.cos((place.latitude * Math.PI) / 180)),
    latitude: place.latitude + north / 111.32,
  };
}

/** A spot in the city with land all round it for EVENT_LAND_KM (coastal cities: inland from the centre). */
function eventSpot(rng, city, onLand) {
  const landAround = (spot) =>
    [0, 1, 2.5, EVENT_LAND_KM].every((km) =>
      Array.from({length: km === 0 ? 1 : 16}, (_, k) => (2 * Math.PI * k) / 16).every((angle) => {
        const point = offsetKm(spot, km * Math.cos(angle), km * Math.sin(angle));
        return onLand([point.longitude, point.latitude]);
      }),
    );
  for (let tries = 0; tries < 500; tries++) {
    const km = EVENT_REACH_KM * Math.sqrt(rng.next());
    const angle = rng.range(0, 2 * Math.PI);
    const spot = offsetKm(city, km * Math.cos(angle), km * Math.sin(angle));
    if (landAround(spot)) return {longitude: round(spot.longitude, 4), latitude: round(spot.latitude, 4)};
  }
  throw new Error(`osint-investigations: no spot in ${city.name} with ${EVENT_LAND_KM} km of land around it`);
}

export async function build() {
  const onLand = await landTest('50m');
  const rng = createRng('osint-investigations');
  const cities = loadCities();
  const usedNames = new Set();
  const personName = () => {
    for (;;) {
      const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  const day = (from = 0, to = DAYS - 1) => rng.int(from, to);

  const events = [];
  const entities = [];
  const links = [];
  const link = (id1, id2, relation, when, source) => links.push([id1, id2, relation, when, source]);

  for (const group of GROUPS) {
    const places = group.cities.map(([name, country]) => findCity(cities, name, country));
    const people = Array.from({length: 5}, () => {
      const id = `p-${entities.length}`;
      entities.push({id, kind: 'person', label: personName(), group: group.key});
      return id;
    });
    const organisations = group.organisations.map((label) => {
      const id = `o-${entities.length}`;
      entities.push({id, kind: 'organisation', label, group: group.key});
      return id;
    });
    const accounts = group.accounts.map((handle) => {
      const id = `a-${entities.length}`;
      entities.push({id, kind: 'account', label: `@${handle}`, group: group.key});
      return id;
    });

    // Officers and shareholders: each organisation has two or three people of its group.
    for (const organisation of organisations) {
      for (const person of rng.shuffle(people).slice(0, rng.int(2, 3))) {
        link(
          person,
          organisation,
          rng.pick(['director of', 'shareholder of', 'employee of']),
          day(0, 90),
          'company registry',
        );
      }
    }
    // Accounts: each operated by one person, some reposting another account of the group.
    for (const account of accounts) {
      link(rng.pick(people), account, 'operates', day(), rng.pick(['account metadata', 'leaked documents']));
      if (rng.chance(0.5))
        link(account, rng.pick(accounts.filter((other) => other !== account)), 'reposts', day(), 'social media');
    }
    // Events in the group's cities, a few kilometres apart, each tied to who was there.
    for (let index = 0; index < 7; index++) {
      const kind = rng.weighted([
        ['registration', 2],
        ['meeting', 3],
        ['post', 3],
        ['property', 1],
        ['conference', 1],
      ]);
      const place = rng.pick(places);
      const when = day(10);
      const id = `e-${events.length}`;
      events.push({
        id,
        kind,
        label: `${EVENT_KINDS[kind].label}, ${place.name}`,
        city: place.name,
        ...eventSpot(rng, place, onLand),
        day: when,
      });
      const source = () => rng.pick(EVENT_KINDS[kind].sources);
      const reported = () => Math.min(DAYS - 1, when + rng.int(0, 20));
      if (kind === 'registration' || kind === 'property') {
        link(rng.pick(organisations), id, EVENT_KINDS[kind].relation, reported(), source());
      } else if (kind === 'post') {
        link(rng.pick(accounts), id, EVENT_KINDS[kind].relation, reported(), source());
        if (rng.chance(0.5)) link(rng.pick(people), id, 'seen in post at', reported(), 'social media photo');
      } else {
        for (const person of rng.shuffle(people).slice(0, rng.int(2, 3)))
          link(person, id, EVENT_KINDS[kind].relation, reported(), source());
      }
    }
  }

  // Brokers: people who appear in two groups, the links an investigator is after.
  const byGroup = (key, kind) =>
    entities.filter((entity) => entity.group === key && entity.kind === kind).map((entity) => entity.id);
  const eventsIn = (key) =>
    events.filter((event) => GROUPS.find((group) => group.key === key).cities.some(([name]) => name === event.city));
  const bridges = [
    ['danube', 'levant'],
    ['levant', 'gulf'],
    ['gulf', 'london'],
    ['danube', 'bosphorus'],
    ['bosphorus', 'levant'],
    ['london', 'levant'],
  ];
  for (const [from, to] of bridges) {
    const person = rng.pick(byGroup(from, 'person'));
    link(
      person,
      rng.pick(byGroup(to, 'organisation')),
      rng.pick(['shareholder of', 'director of']),
      day(60),
      rng.pick(['leaked documents', 'company registry']),
    );
    const meeting = eventsIn(to).find((event) => event.kind === 'meeting' || event.kind === 'conference');
    if (meeting) link(person, meeting.id, 'attended', Math.min(DAYS - 1, meeting.day + rng.int(0, 10)), 'news report');
  }

  // Entities with no link yet get one to their group, so every node can be reached.
  const linked = new Set(links.flatMap(([id1, id2]) => [id1, id2]));
  for (const entity of entities.filter((candidate) => !linked.has(candidate.id))) {
    link(entity.id, rng.pick(byGroup(entity.group, 'organisation')), 'associated with', day(), 'news report');
  }

  return {
    start: new Date(START).toISOString().slice(0, 10),
    seed: byGroup('danube', 'person')[0],
    events,
    entities: entities.map(({id, kind, label}) => ({id, kind, label})),
    links: links.sort((a, b) => a[3] - b[3] || a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])),
  };
}
