import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {imageSize} from 'image-size';
import {describe, expect, it} from 'vitest';
import {
  exampleThumbnailUrl,
  exampleUrl,
  examplesForDoc,
  filterExamples,
  findExample,
  parseExampleMeta,
  playgroundUrl,
  type Example,
} from './example-meta';

const examplesDir = resolve(import.meta.dirname, '../../examples');
const exampleIds = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const meta = {
  title: 'A basic network',
  description: 'Cities and rail lines.',
  features: ['network-layer'],
  docs: ['/docs/network-layer'],
};

describe('parseExampleMeta', () => {
  it('accepts a valid meta.json and drops repeated features', () => {
    expect(parseExampleMeta('basic', {...meta, features: ['network-layer', 'events', 'network-layer']})).toEqual({
      ...meta,
      features: ['network-layer', 'events'],
    });
  });

  it.each([
    ['Basic', meta, 'examples/Basic: the folder name must be lowercase words joined by hyphens'],
    ['a--b', meta, 'examples/a--b: the folder name must be lowercase words joined by hyphens'],
    ['basic', [], 'examples/basic/meta.json: must be a JSON object'],
    ['basic', null, 'examples/basic/meta.json: must be a JSON object'],
    ['basic', {...meta, title: '  '}, 'examples/basic/meta.json: "title" must be a non-empty string'],
    ['basic', {...meta, description: 3}, 'examples/basic/meta.json: "description" must be a non-empty string'],
    [
      'basic',
      {...meta, title: 'x'.repeat(81)},
      'examples/basic/meta.json: "title" must be at most 80 characters, it has 81',
    ],
    [
      'basic',
      {...meta, features: []},
      'examples/basic/meta.json: "features" must be a non-empty array of SDK feature ids',
    ],
    [
      'basic',
      {...meta, features: 'events'},
      'examples/basic/meta.json: "features" must be a non-empty array of SDK feature ids',
    ],
    [
      'basic',
      {...meta, features: ['events', 'teleport', 7]},
      'examples/basic/meta.json: unknown feature(s) "teleport", 7',
    ],
    ['basic', {...meta, tags: []}, 'examples/basic/meta.json: unknown field(s) "tags"'],
    [
      'basic',
      {...meta, docs: []},
      'examples/basic/meta.json: "docs" must be a non-empty array of docs or API page paths',
    ],
    [
      'basic',
      {...meta, docs: '/docs/x'},
      'examples/basic/meta.json: "docs" must be a non-empty array of docs or API page paths',
    ],
    [
      'basic',
      {...meta, docs: ['/docs/network-layer', '/blog/x', '/docs/a/', 'docs/a', 3]},
      'examples/basic/meta.json: "docs" entries must look like "/docs/<id>" or "/api/<path>": "/blog/x", "/docs/a/", "docs/a", 3',
    ],
  ])('rejects example %j with %j', (id, value, message) => {
    expect(() => parseExampleMeta(id, value)).toThrow(message);
  });
});

describe('findExample', () => {
  const examples: Example[] = [
    {id: 'basic-network', ...meta, features: ['network-layer'], source: {react: 'r', javascript: 'j'}},
  ];

  it('lists the examples that name a docs page', () => {
    expect(examplesForDoc(examples, '/docs/network-layer/')).toEqual([examples[0]]);
    expect(examplesForDoc(examples, '/docs/filtering')).toEqual([]);
  });

  it('finds an example by its id', () => {
    expect(findExample(examples, 'basic-network')).toBe(examples[0]);
  });

  it.each([null, '', 'unknown', 'Basic-Network', 'constructor', '__proto__'])('gives null for %j', (name) => {
    expect(findExample(examples, name)).toBeNull();
  });
});

describe('filterExamples', () => {
  const examples = [
    {
      id: 'a',
      title: 'Arcs between airports',
      description: 'Flights.',
      features: ['link-shapes'],
      docs: ['/docs/network-layer'],
    },
    {
      id: 'b',
      title: 'Ferries',
      description: 'Tracks over time.',
      features: ['trajectories', 'time-filtering'],
      docs: ['/docs/observations-layer'],
    },
  ] as const satisfies Omit<Example, 'source'>[];
  const label = (feature: string) => (feature === 'time-filtering' ? 'Time filtering' : feature);

  it('keeps every example for an empty filter', () => {
    expect(filterExamples(examples, {text: '  ', feature: null}, label)).toEqual(examples);
  });

  it('matches every word, in any case, in titles, descriptions and feature labels', () => {
    expect(filterExamples(examples, {text: 'ARCS', feature: null}, label).map((e) => e.id)).toEqual(['a']);
    expect(filterExamples(examples, {text: 'time ferries', feature: null}, label).map((e) => e.id)).toEqual(['b']);
    expect(filterExamples(examples, {text: 'arcs ferries', feature: null}, label)).toEqual([]);
  });

  it('ranks by relevance: title over feature label over description, whole word over prefix over substring', () => {
    const ranked = [
      {id: 'd1', title: 'Ports', description: 'Ships between harbours.', features: ['events'], docs: []},
      {id: 'd2', title: 'Shipping lanes', description: 'Lanes at sea.', features: ['events'], docs: []},
      {id: 'd3', title: 'Cargo', description: 'Routes.', features: ['tracker-nodes'], docs: []},
      {id: 'd4', title: 'Ships', description: 'Ships.', features: ['events'], docs: []},
      {id: 'd5', title: 'Warships', description: 'Fleets.', features: ['events'], docs: []},
    ] as const satisfies Omit<Example, 'source'>[];
    const shipLabel = (feature: string) => (feature === 'tracker-nodes' ? 'Ships at sea' : 'Events');
    const order = (text: string) => filterExamples(ranked, {text, feature: null}, shipLabel).map((e) => e.id);
    // d4: whole word in the title (or its plural); d2: a title word starts with it; d5: inside a
    // title word; d3: in a feature label; d1: in the description only.
    expect(order('ships')).toEqual(['d4', 'd5', 'd3', 'd1']);
    expect(order('ship')).toEqual(['d4', 'd2', 'd5', 'd3', 'd1']);
    expect(order('lanes')).toEqual(['d2']);
  });

  it("reads the text as the site search does: readers' words and misspellings", () => {
    const gallery = [
      {
        id: 'c1',
        title: 'Combining nearby nodes',
        description: 'Zoom out.',
        features: ['proximity-combining'],
        docs: [],
      },
      {id: 'c2', title: 'Ferries', description: 'Trajectories over time.', features: ['trajectories'], docs: []},
    ] as const satisfies Omit<Example, 'source'>[];
    const featureName = (feature: string) =>
      feature === 'proximity-combining' ? 'Proximity combining' : 'Trajectories';
    const ids = (text: string) => filterExamples(gallery, {text, feature: null}, featureName).map((e) => e.id);
    expect(ids('cluster')).toEqual(['c1']);
    expect(ids('clustering')).toEqual(['c1']);
    expect(ids('trajectroies')).toEqual(['c2']);
  });

  it('keeps gallery order among equally relevant examples', () => {
    expect(filterExamples(examples, {text: 'o', feature: null}, label).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('keeps the examples that use a feature', () => {
    expect(filterExamples(examples, {text: '', feature: 'trajectories'}, label).map((e) => e.id)).toEqual(['b']);
    expect(filterExamples(examples, {text: 'arcs', feature: 'trajectories'}, label)).toEqual([]);
  });
});

describe('example URLs', () => {
  it('names thumbnails by id and colour mode', () => {
    expect(exampleThumbnailUrl('basic-network', 'dark')).toBe('/img/examples/basic-network-dark.webp');
    expect(exampleThumbnailUrl('basic-network', 'light', 2)).toBe('/img/examples/basic-network-light@2x.webp');
  });

  it('puts the id in the query, encoded', () => {
    expect(exampleUrl('basic-network')).toBe('/examples/example?name=basic-network');
    expect(playgroundUrl('basic-network')).toBe('/playground?example=basic-network');
    expect(exampleUrl('a&b')).toBe('/examples/example?name=a%26b');
  });
});

describe('the examples folder', () => {
  it('holds at least thirty examples', () => {
    expect(exampleIds.length).toBeGreaterThanOrEqual(30);
  });

  it.each(exampleIds)('examples/%s has a valid meta.json and both sources', (id) => {
    const raw = readFileSync(join(examplesDir, id, 'meta.json'), 'utf8');
    expect(() => parseExampleMeta(id, JSON.parse(raw))).not.toThrow();
    for (const file of ['react.tsx', 'javascript.ts']) {
      expect(existsSync(join(examplesDir, id, file)), `${id}/${file}`).toBe(true);
    }
    expect(readFileSync(join(examplesDir, id, 'react.tsx'), 'utf8')).toMatch(/^export default function \w+\(/m);
    expect(readFileSync(join(examplesDir, id, 'javascript.ts'), 'utf8')).toMatch(/container: 'map'/);
  });

  it.each(exampleIds)(
    'examples/%s has light and dark thumbnails, 360×225 within 30 KB and 720×450 within 60 KB (npm run thumbnails)',
    (id) => {
      for (const mode of ['light', 'dark'] as const) {
        for (const density of [1, 2] as const) {
          const file = join(examplesDir, '..', 'static', exampleThumbnailUrl(id, mode, density));
          expect(existsSync(file), file).toBe(true);
          expect(statSync(file).size, file).toBeLessThanOrEqual(30_000 * density);
          const {width, height, type} = imageSize(readFileSync(file));
          expect({width, height, type}, file).toEqual({width: 360 * density, height: 225 * density, type: 'webp'});
        }
      }
    },
  );
});
