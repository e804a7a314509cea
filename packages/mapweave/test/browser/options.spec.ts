import {expect, test} from '@playwright/test';
import {openHarness} from './support/harness';

test('setViewState, flyTo, fitBounds and on/once/off reject a typo or a bad value by name and leave the map as it was', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const result = await page.evaluate(() => {
    const {MapWeave} = window.mapweave;
    const map = new MapWeave({container: 'map', view: {longitude: 10, latitude: 20, zoom: 3}});
    const before = map.getViewState();
    const attempts: [string, () => unknown][] = [
      ['lat', () => map.setViewState({lat: 5} as never)],
      ['zoom', () => map.setViewState({zoom: 'near'} as never)],
      ['zom', () => map.flyTo({longitude: 0, latitude: 0, zom: 4} as never)],
      ['time', () => map.flyTo({longitude: 0, latitude: 0, time: -1})],
      ['paddding', () => map.fitBounds({paddding: 10} as never)],
      ['layerIds', () => map.fitBounds({layerIds: 'net'} as never)],
      ['clik', () => map.on('clik' as never, () => {})],
      ['hover', () => map.once('hover' as never, () => {})],
      ['clik', () => map.off('clik' as never, () => {})],
      ['"click"', () => map.on('click', 'select' as never)],
    ];
    const outcomes = attempts.map(([path, attempt]) => {
      try {
        attempt();
        return {path, code: null, named: false};
      } catch (error) {
        const {code, message} = error as {code?: string; message: string};
        return {path, code: code ?? null, named: message.includes(path)};
      }
    });
    return {outcomes, unchanged: JSON.stringify(map.getViewState()) === JSON.stringify(before)};
  });
  for (const outcome of result.outcomes)
    expect(outcome, outcome.path).toEqual({path: outcome.path, code: 'INVALID_OPTION', named: true});
  expect(result.unchanged).toBe(true);
  expect(errors).toEqual([]);
});
