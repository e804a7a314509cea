import {describe, expect, it} from 'vitest';
import {usesSdkWorker} from './sdk-worker';

describe('usesSdkWorker', () => {
  it('finds graph analysis in a worker and link charts', () => {
    expect(usesSdkWorker(`await analyzeInWorker(data, 'degrees');`)).toBe(true);
    expect(usesSdkWorker(`network.setLayout('chart');`)).toBe(true);
    expect(usesSdkWorker(`const options = { layout, chartLayout: { type } };`)).toBe(true);
    expect(usesSdkWorker(`new NetworkLayer({ id, data, options: { layout: "chart" } });`)).toBe(true);
  });

  it('leaves out programs that only draw on the map', () => {
    expect(usesSdkWorker(`new NetworkLayer({ id, data, options: { layout: 'map' } });`)).toBe(false);
    expect(usesSdkWorker(`createGraphEngine(data).betweenness();`)).toBe(false);
  });
});
