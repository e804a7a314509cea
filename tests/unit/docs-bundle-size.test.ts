import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readPage, ROOT, section, tableRows} from './docs-content';

/**
 * The architecture page's sizes are the size budget's scenes (packages/mapweave/bench/size): the
 * budget is the measured size plus its margin, so a budget rewritten after a growth fails here
 * until the page says the new size.
 */
const budget = JSON.parse(readFileSync(path.join(ROOT, 'packages/mapweave/bench/size/budget.json'), 'utf8')) as {
  margin: number;
  scenes: Record<string, {initial: number; lazy: number}>;
};
const SCENE_OF_ROW = ['network', 'observations', 'maplibre'];

describe('the bundle sizes on /docs/architecture', () => {
  const rows = tableRows(section(readPage('docs', 'architecture'), 'Bundle size'));

  it('has a row for each scene', () => {
    expect(rows).toHaveLength(SCENE_OF_ROW.length);
  });

  it.each(SCENE_OF_ROW.map((scene, index) => [scene, index] as const))(
    'states the %s scene at start within 3 %% of what it measures',
    (scene, index) => {
      const stated = Number(/about (\d+) KB/.exec(rows[index]![1]!)?.[1]);
      const measured = budget.scenes[scene]!.initial / (1 + budget.margin) / 1000;
      expect(Math.abs(stated - measured) / measured).toBeLessThan(0.03);
    },
  );
});
