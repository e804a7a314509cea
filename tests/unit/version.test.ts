import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, sourceVersion, versionCopies} from '../../scripts/release/version-copies.mjs';

const version = sourceVersion();

describe('the version has one source (packages/mapweave/package.json)', () => {
  it.each(versionCopies().map((copy) => [`${copy.file}: /${copy.pattern}/`, copy] as const))(
    '%s spells it',
    (_name, {found, expected}) => {
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found)).toEqual(new Set([expected]));
    },
  );

  it('is the newest release of the package CHANGELOG', () => {
    const changelog = readFileSync(path.join(ROOT, 'packages/mapweave/CHANGELOG.md'), 'utf8');
    expect(/^## (\d+\.\d+\.\d+) /m.exec(changelog)?.[1]).toBe(version);
  });
});
