import {expect, test} from '@playwright/test';
import {countColor, expectColor, MAP_SIZE, openHarness, project, screenshotPixels, serverUrl} from './support/harness';

// Each layer type on the standalone adapter draws where its data is. Colours are chosen to
// stand out from the light basemap; node and link defaults are overridden per item.
const VIEW = {longitude: 0, latitude: 0, zoom: 3};
const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const GREEN: [number, number, number] = [0, 170, 0];
const ORANGE: [number, number, number] = [255, 128, 0];
const PURPLE: [number, number, number] = [128, 0, 255];
const at = (longitude: number, latitude: number) => {
  const [x, y] = project(VIEW, MAP_SIZE, longitude, latitude);
  return {x, y, radius: 3};
};

test('NetworkLayer draws fixed nodes, links and free nodes at their positions', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const free = await page.evaluate(async (view) => {
    const {MapWeave, NetworkLayer} = window.mapweave;
    const map = new MapWeave({container: 'map', view});
    const network = new NetworkLayer({
      id: 'net',
      data: {
        a: {type: 'node', latitude: 0, longitude: -10, color: '#ff0000', size: 8},
        b: {type: 'node', latitude: 0, longitude: 10, color: '#ff0000', size: 8},
        ab: {type: 'link', id1: 'a', id2: 'b', color: '#0000ff', width: 4},
        free: {type: 'node', color: '#00aa00', size: 8},
        bFree: {type: 'link', id1: 'b', id2: 'free', color: '#0000ff', width: 2},
      },
    });
    map.addLayer(network);
    await map.whenRendered();
    return network.getNodePositions().free!;
  }, VIEW);
  await expectColor(page, RED, {around: at(-10, 0), atLeast: 20});
  await expectColor(page, RED, {around: at(10, 0), atLeast: 20});
  await expectColor(page, BLUE, {around: at(0, 0), atLeast: 3});
  await expectColor(page, GREEN, {around: at(free.longitude, free.latitude), atLeast: 20});
  const pixels = await screenshotPixels(page);
  expect(countColor(pixels, RED, at(-30, 30))).toBe(0);
  expect(errors).toEqual([]);
});

test('ObservationsLayer draws observations, then trajectories, and a tracker node rides the trajectory', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(async (view) => {
    const {MapWeave, ObservationsLayer} = window.mapweave;
    const map = new MapWeave({container: 'map', view});
    const observations = new ObservationsLayer({
      id: 'obs',
      data: {
        entities: {ship: {color: '#ff8000', size: 7}},
        observations: {
          o1: {entityId: 'ship', latitude: 10, longitude: -20, time: 0},
          o2: {entityId: 'ship', latitude: 10, longitude: 0, time: 30_000},
          o3: {entityId: 'ship', latitude: 10, longitude: 20, time: 60_000},
        },
      },
      options: {mode: 'observations', trajectory: {color: '#8000ff', width: 5}},
    });
    map.addLayer(observations);
    window.testState = {map, observations};
    await map.whenRendered();
  }, VIEW);
  await expectColor(page, ORANGE, {around: at(-20, 10), atLeast: 15});
  await expectColor(page, ORANGE, {around: at(20, 10), atLeast: 15});
  expect(countColor(await screenshotPixels(page), PURPLE, at(-10, 10))).toBe(0);

  await page.evaluate(async () => {
    const {map, observations} = window.testState;
    observations.options({mode: 'trajectories'});
    await map.whenRendered();
  });
  await expectColor(page, PURPLE, {around: at(-10, 10), atLeast: 3});
  expect(countColor(await screenshotPixels(page), ORANGE)).toBe(0);

  // The time range's start cuts the trajectory too, not only its end (deck.gl's unfaded trips draw from the beginning).
  await page.evaluate(async () => {
    const {map, observations} = window.testState;
    observations.options({timeRange: [40_000, 60_000]});
    await map.whenRendered();
  });
  await expectColor(page, PURPLE, {around: at(15, 10), atLeast: 3});
  expect(countColor(await screenshotPixels(page), PURPLE, at(-10, 10))).toBe(0);
  await page.evaluate(async () => {
    const {map, observations} = window.testState;
    observations.options({timeRange: null});
    await map.whenRendered();
  });
  await expectColor(page, PURPLE, {around: at(-10, 10), atLeast: 3});

  const tracker = await page.evaluate(async () => {
    const {map, observations} = window.testState;
    const {NetworkLayer} = window.mapweave;
    observations.options({currentTime: 15_000});
    map.addLayer(new NetworkLayer({id: 'trackers', data: {ship: {type: 'node', color: '#00aa00', size: 8}}}));
    await map.whenRendered();
    return observations.getTrackerNodePositions().ship;
  });
  expect(tracker.longitude).toBeCloseTo(-10, 1);
  expect(tracker.time).toBe(15_000);
  await expectColor(page, GREEN, {around: at(-10, 10), atLeast: 15});
  expect(errors).toEqual([]);
});

test('GeoJsonLayer fills polygons and draws points, styled by a function of properties', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(async (view) => {
    const {MapWeave, GeoJsonLayer} = window.mapweave;
    const map = new MapWeave({container: 'map', view});
    map.addLayer(
      new GeoJsonLayer({
        id: 'areas',
        data: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              id: 'square',
              properties: {kind: 'zone'},
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-30, -10],
                    [-10, -10],
                    [-10, 10],
                    [-30, 10],
                    [-30, -10],
                  ],
                ],
              },
            },
            {type: 'Feature', id: 'spot', properties: {kind: 'site'}, geometry: {type: 'Point', coordinates: [20, 0]}},
          ],
        },
        options: {
          fillColor: (properties) => (properties.kind === 'zone' ? '#8000ff' : '#ff8000'),
          lineColor: '#8000ff',
          pointRadius: 8,
          opacity: 1,
        },
      }),
    );
    await map.whenRendered();
  }, VIEW);
  await expectColor(page, PURPLE, {around: at(-20, 0), atLeast: 30});
  await expectColor(page, ORANGE, {around: at(20, 0), atLeast: 15});
  expect(countColor(await screenshotPixels(page), PURPLE, at(20, 0))).toBe(0);
  expect(errors).toEqual([]);
});

test('TileLayer draws raster tiles from a URL template over the basemap', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(
    async ({view, url}) => {
      const {MapWeave, TileLayer} = window.mapweave;
      const map = new MapWeave({container: 'map', view});
      map.addLayer(new TileLayer({id: 'tiles', data: `${url}/tiles/ff00ff/{z}/{x}/{y}.png`, options: {opacity: 1}}));
      await map.whenRendered();
    },
    {view: VIEW, url: serverUrl()},
  );
  await expectColor(page, [255, 0, 255], {atLeast: MAP_SIZE.width * MAP_SIZE.height * 0.8, tolerance: 10});
  expect(errors).toEqual([]);
});

test('the map rejects what is not a layer, a layer id, a list of layer ids or a handler with a MapWeaveError', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const codes = await page.evaluate((view) => {
    const {MapWeave, NetworkLayer, isMapWeaveError} = window.mapweave;
    const map = new MapWeave({container: 'map', view});
    map.addLayer(new NetworkLayer({id: 'net'}));
    const codeOf = (attempt: () => unknown) => {
      try {
        attempt();
        return 'no error';
      } catch (error) {
        return isMapWeaveError(error) ? error.code : `not a MapWeaveError: ${String(error)}`;
      }
    };
    return {
      addNull: codeOf(() => map.addLayer(null as never)),
      addObject: codeOf(() => map.addLayer({id: 'fake'} as never)),
      removeNumber: codeOf(() => map.removeLayer(5 as never)),
      fitBoundsString: codeOf(() => map.fitBounds({layerIds: 'net' as never})),
      onString: codeOf(() => map.on('click', 'handler' as never)),
      layers: map.getLayers().map((layer) => layer.id),
    };
  }, VIEW);
  expect(codes).toEqual({
    addNull: 'INVALID_OPTION',
    addObject: 'INVALID_OPTION',
    removeNumber: 'INVALID_OPTION',
    fitBoundsString: 'INVALID_OPTION',
    onString: 'INVALID_OPTION',
    layers: ['net'],
  });
  expect(errors).toEqual([]);
});
