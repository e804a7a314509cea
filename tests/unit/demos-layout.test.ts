import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEMOS} from '../../src/data/demos';
import {DEMOS_DIR, demoIds} from '../../scripts/demo-ids.mjs';

// A demo is its folder src/demos/<id>/, whose meta.ts the registry (src/data/demos.ts) lists: the
// site reads the registry, the Node scripts (npm run data, thumbnails, bench) the folders.
describe('demo layout', () => {
  it('has one folder in src/demos/ per demo of the registry and no other', () => {
    expect(demoIds()).toEqual(DEMOS.map((demo) => demo.id).sort());
  });

  it.each(DEMOS.map((demo) => demo.id))('%s: its page and texts are Page.tsx and meta.ts in src/demos/%s/', (id) => {
    expect(existsSync(join(DEMOS_DIR, id, 'Page.tsx'))).toBe(true);
    expect(existsSync(join(DEMOS_DIR, id, 'meta.ts'))).toBe(true);
  });
});
