import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import hoverTypes from '../../plugins/hover-types';
import {sampleErrors, sampleHoverTypes} from '../../plugins/hover-types/snippets';
import {ROOT} from './docs-content';

const SAMPLE = [
  "import { MapWeave, NetworkLayer } from 'mapweave';",
  '',
  "const routes = new NetworkLayer({ id: 'routes', data: {} });",
  "const mapweave = new MapWeave({ container: 'map', layers: [routes] });",
  "routes.merge({ london: { type: 'node', latitude: 51.5, longitude: -0.1 } });",
  'const local = routes;',
].join('\n');

function hoverAt(line: number, name: string) {
  const data = sampleHoverTypes('ts', SAMPLE);
  const text = SAMPLE.split('\n')[line]!;
  const span = data.lines[text]?.find(([column, length]) => text.slice(column, column + length) === name);
  return span && data.entries[span[2]];
}

/** The JSDoc just above a declaration in the SDK's built `.d.ts`. */
function declaredDoc(file: string, declaration: string): string {
  const source = readFileSync(path.join(ROOT, 'packages/mapweave/dist', file), 'utf8');
  const before = source.slice(0, source.indexOf(declaration));
  const comment = before.slice(before.lastIndexOf('/**'));
  return comment
    .replace(/^\/\*\*|\*\/\s*$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('hover types of the SDK samples, from the SDK .d.ts', () => {
  // The first query loads the SDK's and the DOM's declarations.
  beforeAll(() => void sampleHoverTypes('ts', SAMPLE), 120_000);

  it('gives an imported class its declaration and doc comment', () => {
    const entry = hoverAt(0, 'NetworkLayer');
    expect(entry?.[0]).toMatch(/^\(alias\) class NetworkLayer\b/);
    expect(entry?.[1].replace(/\s+/g, ' ')).toBe(
      declaredDoc('layers/network/NetworkLayer.d.ts', 'export declare class NetworkLayer'),
    );
  });

  it('gives methods and option keys the SDK declares their signature', () => {
    expect(hoverAt(4, 'merge')?.[0]).toMatch(/^\(method\) NetworkLayer\.merge\(/);
    expect(hoverAt(2, 'NetworkLayer')?.[0]).toMatch(/new NetworkLayer\(config: NetworkLayerConfig\)/);
    expect(hoverAt(3, 'container')?.[0]).toMatch(/^\(property\) \w+\.container\??: /);
  });

  it('leaves the names the sample declares alone', () => {
    expect(hoverAt(5, 'local')).toBeUndefined();
    expect(hoverAt(2, 'routes')).toBeUndefined();
  });

  it('reports a type error with its line', () => {
    const errors = sampleErrors('ts', "import { NetworkLayer } from 'mapweave';\nnew NetworkLayer({ id: 3 });");
    expect(errors).toEqual([
      expect.stringMatching(/^line 2:\d+ of the block: Type 'number' is not assignable to type 'string'/),
    ]);
  });
});

describe('the remark plugin', () => {
  const code = (value: string) => ({
    type: 'root',
    children: [{type: 'code', lang: 'ts', value, position: {start: {line: 7}}}],
  });

  it('fails the build on a sample that does not type-check, naming the page and line', () => {
    const tree = code("import { NetworkLayer } from 'mapweave';\nnew NetworkLayer({ id: 3 });");
    expect(() => hoverTypes()(tree, {path: 'docs/page.mdx'})).toThrow(
      /docs\/page\.mdx \(code block at line 7\)[\s\S]*line 2:/,
    );
  });

  it('gives a sample its hover types as the code element’s data-hover-types', () => {
    const tree = code(SAMPLE);
    hoverTypes()(tree, {path: 'docs/page.mdx'});
    const json = (tree.children[0] as {data?: {hProperties?: Record<string, string>}}).data?.hProperties?.[
      'data-hover-types'
    ];
    expect(JSON.parse(json!)).toEqual(sampleHoverTypes('ts', SAMPLE));
  });
});
