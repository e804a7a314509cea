// The SDK's version has one source, packages/mapweave/package.json. These are the places that must
// spell it out as text (a tarball name in a shell command, a sentence of the docs, the SDK's
// `version` export): tests/unit/version.test.ts checks each against the source, and
// `npm run version:set -- <x.y.z>` rewrites them all.
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const VERSION_SOURCE = 'packages/mapweave/package.json';

const FULL = String.raw`(\d+\.\d+\.\d+)`;
const MINOR = String.raw`(\d+\.\d+)`;
// `rm mapweave-1.4.0.tgz` names the version before the current one: not a copy.
const TARBALL = new RegExp(String.raw`(?<!rm )mapweave-${FULL}\.tgz`, 'g');

/** Each file and the patterns whose one group is the version (`full`: 1.5.0) or its minor (`minor`: 1.5). */
export const VERSION_COPIES = [
  {
    file: 'package.json',
    patterns: [{pattern: new RegExp(String.raw`"(?:version|mapweave)": "${FULL}"`, 'g'), form: 'full'}],
  },
  {
    file: 'packages/mapweave/src/version.ts',
    patterns: [{pattern: new RegExp(String.raw`version = '${FULL}'`, 'g'), form: 'full'}],
  },
  {file: 'packages/mapweave/README.md', patterns: [{pattern: TARBALL, form: 'full'}]},
  {file: 'src/data/quick-start.ts', patterns: [{pattern: TARBALL, form: 'full'}]},
  {file: 'docs/getting-started.mdx', patterns: [{pattern: TARBALL, form: 'full'}]},
  {
    file: 'docs/about-mapweave.mdx',
    patterns: [{pattern: new RegExp(String.raw`The current release is \*\*${FULL}\*\*`, 'g'), form: 'full'}],
  },
  {
    file: 'docs/updating-mapweave.mdx',
    patterns: [
      {pattern: new RegExp(String.raw`The current version is \*\*${FULL}\*\*`, 'g'), form: 'full'},
      {pattern: TARBALL, form: 'full'},
      {pattern: new RegExp(String.raw`MapWeave ${MINOR} (?:supports|has no deprecated)`, 'g'), form: 'minor'},
      {pattern: new RegExp(String.raw`\`~[\d.]+\` for ${MINOR}\)`, 'g'), form: 'minor'},
    ],
  },
];

export function sourceVersion() {
  return JSON.parse(readFileSync(join(ROOT, VERSION_SOURCE), 'utf8')).version;
}

/** What a copy of this form says for a version: `1.5.0` or `1.5`. */
export function versionIn(form, version) {
  return form === 'minor' ? version.split('.').slice(0, 2).join('.') : version;
}

/** Every copy: its file, the text found, and the text it should be for `version`. */
export function versionCopies(version = sourceVersion()) {
  return VERSION_COPIES.flatMap(({file, patterns}) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return patterns.flatMap(({pattern, form}) => {
      const found = [...text.matchAll(pattern)].map((match) => match[1]);
      return [{file, pattern: pattern.source, found, expected: versionIn(form, version)}];
    });
  });
}

/** Writes `version` into the source and every copy. */
export function setVersion(version) {
  if (!/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`Expected a version like 1.6.0, got ${JSON.stringify(version)}`);
  const sourceFile = join(ROOT, VERSION_SOURCE);
  const manifest = JSON.parse(readFileSync(sourceFile, 'utf8'));
  manifest.version = version;
  writeFileSync(sourceFile, `${JSON.stringify(manifest, null, 2)}\n`);
  for (const {file, patterns} of VERSION_COPIES) {
    const path = join(ROOT, file);
    let text = readFileSync(path, 'utf8');
    for (const {pattern, form} of patterns) {
      text = text.replace(pattern, (match, old) => match.replace(old, versionIn(form, version)));
    }
    writeFileSync(path, text);
  }
}
