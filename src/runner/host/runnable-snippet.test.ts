import {describe, expect, it} from 'vitest';
import {codeBlockLanguage, runnableSnippet} from './runnable-snippet';

const JS_PROGRAM = `import { MapWeave } from 'mapweave';\n\nconst mapweave = new MapWeave({ container: 'map' });\n`;
const REACT_PROGRAM = `import { MapWeave } from 'mapweave/react';\n\nexport function WorldMap() {\n  return <MapWeave style={{ height: 400 }} />;\n}\n`;

describe('runnableSnippet', () => {
  it('runs JavaScript that draws into #map as it is', () => {
    expect(runnableSnippet('ts', JS_PROGRAM)).toEqual({framework: 'javascript', source: JS_PROGRAM});
  });

  it('does not run JavaScript fragments without a map in #map', () => {
    expect(
      runnableSnippet('ts', `import { NetworkLayer } from 'mapweave';\nconst layer = new NetworkLayer({ id: 'a' });`),
    ).toBeNull();
    expect(
      runnableSnippet('ts', `import { MapWeave } from 'mapweave';\nnew MapWeave({ container: element });`),
    ).toBeNull();
    expect(runnableSnippet('bash', 'npm install ./mapweave-1.5.0.tgz')).toBeNull();
  });

  it('adds the default export a React component without props needs, after the code', () => {
    const snippet = runnableSnippet('tsx', REACT_PROGRAM);
    expect(snippet?.framework).toBe('react');
    expect(snippet?.source.startsWith(REACT_PROGRAM.trimEnd())).toBe(true);
    expect(snippet?.source.trimEnd().endsWith('export default WorldMap;')).toBe(true);
  });

  it('keeps a React program that default-exports already', () => {
    const code = `import { MapWeave } from 'mapweave/react';\nexport default function App() { return <MapWeave />; }`;
    expect(runnableSnippet('tsx', code)).toEqual({framework: 'react', source: code});
  });

  it('does not run React components that need props, or several of them', () => {
    expect(
      runnableSnippet(
        'tsx',
        `import { MapWeave } from 'mapweave/react';\nexport function Zones({ data }: { data: unknown }) { return null; }`,
      ),
    ).toBeNull();
    expect(
      runnableSnippet(
        'tsx',
        `import { MapWeave } from 'mapweave/react';\nexport function A() { return null; }\nexport function B() { return null; }`,
      ),
    ).toBeNull();
  });
});

describe('codeBlockLanguage', () => {
  it('reads the language class of a fenced block', () => {
    expect(codeBlockLanguage('language-tsx')).toBe('tsx');
    expect(codeBlockLanguage('foo language-ts bar')).toBe('ts');
    expect(codeBlockLanguage(undefined)).toBe('');
  });
});
