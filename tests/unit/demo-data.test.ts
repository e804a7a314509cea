import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DATA_SOURCES} from '../../src/data/attributions';
import {OUTPUT_DIR, buildDataSet, dataSetIds} from '../../scripts/data/index.mjs';

const committedFiles = readdirSync(OUTPUT_DIR).filter((name) => name.endsWith('.json'));
const ids = dataSetIds();

describe('demo data (npm run data)', () => {
  it('has one committed file per data script and no other', () => {
    expect(committedFiles.map((name) => name.replace(/\.json$/, '')).sort()).toEqual(ids);
  });

  it.each(ids)(
    '%s: two runs write the same bytes, and the committed file is up to date',
    async (id) => {
      const first = await buildDataSet(id);
      const second = await buildDataSet(id);
      expect(second).toBe(first);
      expect(readFileSync(join(OUTPUT_DIR, `${id}.json`), 'utf8')).toBe(first);
    },
    180_000,
  );

  it.each(committedFiles)('%s names only sources credited on /content-terms', (name) => {
    const file = JSON.parse(readFileSync(join(OUTPUT_DIR, name), 'utf8')) as {sources: string[]};
    const credited = DATA_SOURCES.map((source) => source.name);
    expect(file.sources.length).toBeGreaterThan(0);
    for (const source of file.sources) expect(credited).toContain(source);
  });
});
