import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeSpan, readPage, ROOT, SDK_SRC, section, tableRows} from './docs-content';

interface SdkPackage {
  version: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

const sdk = JSON.parse(readFileSync(path.join(ROOT, 'packages/mapweave/package.json'), 'utf8')) as SdkPackage;

/** Packages the SDK's sources import for their values (type-only imports left out). */
function importedPackages(): Set<string> {
  const files = readdirSync(SDK_SRC, {recursive: true, encoding: 'utf8'}).filter((file) => /\.tsx?$/.test(file));
  const packages = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(SDK_SRC, file), 'utf8');
    for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^'.][^']*)'/gms)) {
      const parts = match[1]!.split('/');
      packages.add(parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    }
  }
  return packages;
}

/** The code spans of a table's first column: `` [`a`](url), `b` `` → a, b. */
function firstColumnPackages(markdown: string): string[] {
  return tableRows(markdown).flatMap(([cell]) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

describe('About MapWeave', () => {
  const page = readPage('docs', 'about-mapweave');

  it('"Built on" lists every package the SDK imports at runtime, and only its dependencies', () => {
    const listed = firstColumnPackages(section(page, 'Built on'));
    const runtime = [...importedPackages()].filter((name) => name in sdk.dependencies);
    expect(runtime.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !(name in sdk.dependencies))).toEqual([]);
  });

  it('names the current version', () => {
    expect(section(page, 'Versions and support')).toContain(`**${sdk.version}**`);
  });
});

describe('Updating MapWeave', () => {
  const page = readPage('docs', 'updating-mapweave');

  it('"Peer dependencies" lists exactly the SDK\'s peers with their ranges', () => {
    const rows = tableRows(section(page, 'Peer dependencies')).map(([name, range]) => [
      codeSpan(name ?? ''),
      codeSpan(range ?? ''),
    ]);
    expect(Object.fromEntries(rows)).toEqual(sdk.peerDependencies);
  });

  it('names the current version and the deck.gl range', () => {
    expect(page).toContain(`The current version is **${sdk.version}**`);
    expect(page).toContain(`\`${sdk.dependencies['@deck.gl/core']}\``);
  });
});
