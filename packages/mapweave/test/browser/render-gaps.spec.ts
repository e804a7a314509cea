import {expect, test, type Page} from '@playwright/test';
import {
  clickUntilReported,
  countColor,
  createMapLibreMap,
  expectColor,
  MAP_SIZE,
  openHarness,
  project,
  screenshotPixels,
  serverUrl,
  type Rgb,
} from './support/harness';

// Rendering details checked in Chromium: node icons, dashed links, link labels, combo expansion
// by double click, and pointer events and dragging on the MapLibre / Mapbox adapters.
const VIEW = {longitude: 0, latitude: 0, zoom: 3};
const RED: Rgb = [255, 0, 0];
const GREEN: Rgb = [0, 200, 0];
const BLUE: Rgb = [0, 0, 255];
const BLACK: Rgb = [0, 0, 0];
const at = (longitude: number, latitude: number, radius = 3) => {
  const [x, y] = project(VIEW, MAP_SIZE, longitude, latitude);
  return {x, y, radius};
};
/** A 64×64 green square as an SVG data: URL (icons must load offline). */
const GREEN_ICON = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#00c800"/></svg>',
)}`;

test('node icons, dashed links and link labels are drawn (standalone, local raster tiles)', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(
    async ({view, url, icon}) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({
        container: 'map',
        view,
        adapter: new StandaloneAdapter({tiles: `${url}/tiles/ffffff/{z}/{x}/{y}.png`}),
      });
      const network = new NetworkLayer({
        id: 'net',
        options: {nodeDefaults: {labelColor: '#000000'}},
        data: {
          iconNode: {type: 'node', latitude: 10, longitude: -15, color: '#ff0000', size: 12, icon},
          s1: {type: 'node', latitude: -10, longitude: -18, size: 2, color: '#0000ff'},
          s2: {type: 'node', latitude: -10, longitude: 18, size: 2, color: '#0000ff'},
          solid: {type: 'link', id1: 's1', id2: 's2', color: '#0000ff', width: 3},
          d1: {type: 'node', latitude: -5, longitude: -18, size: 2, color: '#0000ff'},
          d2: {type: 'node', latitude: -5, longitude: 18, size: 2, color: '#0000ff'},
          dashed: {type: 'link', id1: 'd1', id2: 'd2', color: '#0000ff', width: 3, dashed: [8, 8]},
          l1: {type: 'node', latitude: 4, longitude: -18, size: 2, color: '#00c800'},
          l2: {type: 'node', latitude: 4, longitude: 18, size: 2, color: '#00c800'},
          labelled: {type: 'link', id1: 'l1', id2: 'l2', color: '#00c800', width: 2, label: 'MIDDLE'},
        },
      });
      map.addLayer(network);
      window.testState = {map, network};
      await map.whenRendered();
    },
    {view: VIEW, url: serverUrl(), icon: GREEN_ICON},
  );
  // The white tiles from the local server cover the map.
  await expectColor(page, [255, 255, 255], {atLeast: MAP_SIZE.width * MAP_SIZE.height * 0.6, tolerance: 4});
  // The icon covers the node's centre.
  await expectColor(page, GREEN, {around: at(-15, 10, 5), atLeast: 60});
  expect(countColor(await screenshotPixels(page), RED, at(-15, 10, 4))).toBe(0);
  // The label's dark text sits above the middle of its link, nowhere near its ends.
  await expectColor(page, BLACK, {around: {...at(0, 4, 0), y: at(0, 4).y - 8, radius: 20}, atLeast: 15, tolerance: 90});
  const pixels = await screenshotPixels(page);
  expect(countColor(pixels, BLACK, {...at(-12, 4, 0), y: at(-12, 4).y - 8, radius: 10}, 90)).toBe(0);
  // Dashes: about half of a solid line of the same width, and more than none.
  const band = (latitude: number) => {
    const [x0, y] = project(VIEW, MAP_SIZE, -15, latitude);
    const [x1] = project(VIEW, MAP_SIZE, 15, latitude);
    let count = 0;
    for (let x = Math.round(x0); x <= Math.round(x1); x++)
      count += countColor(pixels, BLUE, {x, y, radius: 0}, 60) > 0 ? 1 : 0;
    return {count, length: Math.round(x1) - Math.round(x0) + 1};
  };
  const solid = band(-10);
  const dashed = band(-5);
  expect(solid.count).toBeGreaterThan(solid.length * 0.95);
  expect(dashed.count).toBeGreaterThan(solid.count * 0.3);
  expect(dashed.count).toBeLessThan(solid.count * 0.7);

  // Labels follow `labels.visible`.
  await page.evaluate(async () => {
    window.testState.network.options({labels: {visible: false}});
    await window.testState.map.whenRendered();
  });
  expect(countColor(await screenshotPixels(page), BLACK, {...at(0, 4, 0), y: at(0, 4).y - 8, radius: 20}, 90)).toBe(0);

  // The filter hides the icon node, and the solid link with its end s1.
  await page.evaluate(async () => {
    window.testState.network.filter((_item: unknown, id: string) => id !== 'iconNode' && id !== 's1');
    await window.testState.map.whenRendered();
  });
  const filtered = await screenshotPixels(page);
  expect(countColor(filtered, GREEN, at(-15, 10, 5))).toBe(0);
  expect(countColor(filtered, BLUE, at(0, -10, 3), 60)).toBe(0);
  expect(countColor(filtered, BLUE, at(0, -5, 6), 60)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('double-clicking a combo expands it into its members; collapseCombo combines them again', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(async (view) => {
    const {MapWeave, NetworkLayer} = window.mapweave;
    const map = new MapWeave({container: 'map', view});
    // 0.9° apart: about 10 px at zoom 3 and 20 px at zoom 4, inside the 40 px combining radius at both.
    const network = new NetworkLayer({
      id: 'net',
      options: {proximityCombine: {comboNodeStyle: () => ({color: '#0000ff', glyph: ''})}},
      data: {
        a: {type: 'node', latitude: 0, longitude: 0, color: '#ff0000', size: 5},
        b: {type: 'node', latitude: 0, longitude: 0.9, color: '#ff0000', size: 5},
      },
    });
    map.addLayer(network);
    const events: {type: string; id: string | null}[] = [];
    map.on('double-click', (event) => events.push({type: 'double-click', id: event.item?.id ?? null}));
    window.testState = {map, network, events};
    await map.whenRendered();
  }, VIEW);
  const combo = at(0.45, 0);
  await expectColor(page, BLUE, {around: combo, atLeast: 15});
  expect(countColor(await screenshotPixels(page), RED)).toBe(0);
  await page.mouse.move(combo.x, combo.y);
  await page.mouse.dblclick(combo.x, combo.y);
  await expect
    .poll(() => page.evaluate(() => window.testState.events))
    .toEqual([{type: 'double-click', id: 'combo:a,b'}]);
  expect(await page.evaluate(() => window.testState.network.getExpandedCombos())).toEqual(['combo:a,b']);
  // The double click also zooms in: find the members where they are drawn once the view settles.
  const membersDrawn = async () => {
    const spots = await page.evaluate(async () => {
      const {map, network} = window.testState;
      await map.whenRendered();
      // Expanded members are spread on a ring around where they were, so they do not overlap.
      const {a, b} = network.getNodePositions();
      return [map.project(a), map.project(b)];
    });
    const pixels = await screenshotPixels(page);
    return spots.map(([x, y]) => countColor(pixels, RED, {x, y, radius: 2}) >= 9);
  };
  await expect.poll(membersDrawn).toEqual([true, true]);
  expect(countColor(await screenshotPixels(page), BLUE)).toBe(0);

  await page.evaluate(async () => {
    window.testState.network.collapseCombo('combo:a,b');
    await window.testState.map.whenRendered();
  });
  await expect.poll(async () => countColor(await screenshotPixels(page), RED)).toBe(0);
  await expectColor(page, BLUE, {atLeast: 15});
  expect(errors).toEqual([]);
});

const MAPLIBRE_VIEW = {longitude: 2.35, latitude: 48.86, zoom: 5};

/**
 * Only the mapbox-gl v1.13 `Map` methods MapWeave and deck.gl's MapboxOverlay may call, backed
 * by a maplibre-gl map. Controls are added the mapbox-gl v1 way: `onAdd(map)` gets this object.
 */
async function wrapAsMapboxV1(page: Page): Promise<void> {
  await page.evaluate(() => {
    const basemap = window.testState.basemap;
    const methods = [
      'getContainer',
      'getCanvas',
      'getCanvasContainer',
      'getCenter',
      'getZoom',
      'getBearing',
      'getPitch',
      'getPadding',
      'getRenderWorldCopies',
      'jumpTo',
      'flyTo',
      'on',
      'off',
      'once',
      'triggerRepaint',
      'project',
      'unproject',
      'loaded',
      'isStyleLoaded',
    ] as const;
    const surface: Record<string, unknown> = {};
    for (const method of methods)
      surface[method] = (...args: unknown[]) => (basemap[method] as (...a: unknown[]) => unknown)(...args);
    const controls = basemap.getContainer().querySelector('.maplibregl-control-container')!;
    surface.addControl = (control: {onAdd(map: unknown): HTMLElement}) => {
      controls.append(control.onAdd(surface));
      return surface;
    };
    surface.removeControl = (control: {onRemove(map: unknown): void}) => {
      control.onRemove(surface);
      return surface;
    };
    window.testState.mapboxV1 = surface;
  });
}

const ADAPTERS = [
  {adapter: 'MapLibreAdapter', interleaved: false, surface: 'maplibre-gl 5.24'},
  {adapter: 'MapLibreAdapter', interleaved: true, surface: 'maplibre-gl 5.24'},
  {adapter: 'MapboxAdapter', interleaved: false, surface: 'the mapbox-gl v1.13 Map surface'},
] as const;

for (const {adapter, interleaved, surface} of ADAPTERS) {
  test(`${adapter} (${interleaved ? 'interleaved' : 'overlaid'}) on ${surface}: hover, click, context menu and node dragging`, async ({
    page,
  }) => {
    const errors = await openHarness(page, 'map.html');
    await createMapLibreMap(page, MAPLIBRE_VIEW);
    if (adapter === 'MapboxAdapter') await wrapAsMapboxV1(page);
    await page.evaluate(
      async ({adapter, interleaved}) => {
        const api = window.mapweave;
        const {basemap, mapboxV1} = window.testState;
        const map = new api.MapWeave({adapter: new api[adapter]({map: mapboxV1 ?? basemap, interleaved})});
        const network = new api.NetworkLayer({
          id: 'net',
          data: {
            paris: {type: 'node', latitude: 48.86, longitude: 2.35, color: '#ff0000', size: 10},
            free: {type: 'node', color: '#00c800', size: 10},
            link: {type: 'link', id1: 'paris', id2: 'free'},
          },
          // Paris is selected by the click; the dropped node is then found by its own colour.
          options: {dimUnselected: false},
        });
        map.addLayer(network);
        const events: {type: string; id: string | null}[] = [];
        for (const type of ['click', 'hover-start', 'context-menu', 'drag-start', 'drag-end'] as const) {
          map.on(type, (event) => events.push({type, id: event.item?.id ?? null}));
        }
        Object.assign(window.testState, {map, network, events});
        await map.whenRendered();
      },
      {adapter, interleaved},
    );
    const eventsOf = () => page.evaluate(() => window.testState.events as {type: string; id: string | null}[]);
    const centre = {x: MAP_SIZE.width / 2, y: MAP_SIZE.height / 2};
    await expectColor(page, RED, {around: {...centre, radius: 3}, atLeast: 15});
    await page.mouse.move(centre.x, centre.y);
    await expect.poll(eventsOf).toEqual([{type: 'hover-start', id: 'paris'}]);
    const reported = (type: string) => async () => (await eventsOf()).some((event) => event.type === type);
    await clickUntilReported(page, centre.x, centre.y, reported('click'));
    await clickUntilReported(page, centre.x, centre.y, reported('context-menu'), {button: 'right'});
    const expected = [
      {type: 'hover-start', id: 'paris'},
      {type: 'click', id: 'paris'},
      {type: 'context-menu', id: 'paris'},
    ];
    await expect.poll(eventsOf).toEqual(expected);

    const start = await page.evaluate(() => window.testState.network.getNodePositions().free);
    const [x, y] = project(MAPLIBRE_VIEW, MAP_SIZE, start.longitude, start.latitude);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 30, y + 20, {steps: 5});
    await page.mouse.move(x - 60, y + 40, {steps: 5});
    await page.mouse.up();
    await expect.poll(async () => (await eventsOf()).some((event) => event.type === 'drag-end')).toBe(true);
    const drag = (await eventsOf()).slice(expected.length).filter((event) => event.type !== 'hover-start');
    expect(drag).toEqual([
      {type: 'drag-start', id: 'free'},
      {type: 'drag-end', id: 'free'},
    ]);
    const dropped = await page.evaluate(() => ({
      position: window.testState.network.getPinned().free,
      view: window.testState.map.getViewState(),
    }));
    // The map did not pan while the node was dragged, and the node followed the pointer.
    expect(dropped.view.longitude).toBeCloseTo(MAPLIBRE_VIEW.longitude, 6);
    const [droppedX, droppedY] = project(
      MAPLIBRE_VIEW,
      MAP_SIZE,
      dropped.position.longitude,
      dropped.position.latitude,
    );
    expect(Math.abs(droppedX - (x - 60))).toBeLessThan(3);
    expect(Math.abs(droppedY - (y + 40))).toBeLessThan(3);
    await expectColor(page, GREEN, {around: {x: x - 60, y: y + 40, radius: 3}, atLeast: 15});
    // A right click is the context menu's, never a click.
    expect((await eventsOf()).filter((event) => event.type === 'click')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('combo glyphs and labels, expanded members apart, and entity labels are drawn', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const WHITE: Rgb = [255, 255, 255];
  const DARK: Rgb = [0x1f, 0x29, 0x37];
  await page.evaluate(
    async ({view, url}) => {
      const {MapWeave, NetworkLayer, ObservationsLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({
        container: 'map',
        view,
        adapter: new StandaloneAdapter({tiles: `${url}/tiles/0000ff/{z}/{x}/{y}.png`}),
      });
      const stack: Record<string, unknown> = {};
      for (const [i, id] of ['c1', 'c2', 'c3'].entries())
        stack[id] = {type: 'node', latitude: 6 + i * 1e-3, longitude: -8, color: '#ff0000', size: 6};
      const network = new NetworkLayer({
        id: 'net',
        data: stack as never,
        options: {
          proximityCombine: {
            radius: 30,
            comboNodeStyle: () => ({color: '#ff0000', size: 14, label: 'GROUP', labelColor: '#ffffff'}),
          },
        },
      });
      const observations = new ObservationsLayer({
        id: 'obs',
        options: {mode: 'trajectories', trajectory: {color: '#00c800'}},
        data: {
          entities: {ship: {label: 'SHIP', color: '#00c800'}},
          observations: {
            o1: {entityId: 'ship', latitude: -8, longitude: 8, time: 0},
            o2: {entityId: 'ship', latitude: -8, longitude: 12, time: 30_000},
          },
        },
      });
      map.addLayer(network);
      map.addLayer(observations);
      window.testState = {map, network};
      await map.whenRendered();
    },
    {view: VIEW, url: serverUrl()},
  );
  const combo = at(-8, 6);
  // The combo's count glyph ("3") in white inside its red dot, and its label under it.
  await expectColor(page, RED, {around: {...combo, radius: 14}, atLeast: 200});
  await expectColor(page, WHITE, {around: {...combo, radius: 8}, atLeast: 6, tolerance: 60});
  await expectColor(page, WHITE, {around: {...combo, y: combo.y + 24, radius: 12}, atLeast: 15, tolerance: 60});
  // The entity's label under its last position (no currentTime: the last observation).
  const ship = at(12, -8);
  await expectColor(page, DARK, {around: {...ship, y: ship.y + 14, radius: 14}, atLeast: 15, tolerance: 60});

  // Expanded, the three members are drawn apart: red around a ring, nothing left at the centre.
  await page.evaluate(async () => {
    const {network, map} = window.testState;
    network.expandCombo(network.getGraphEngine().components()[0][0]);
    await map.whenRendered();
  });
  const positions = await page.evaluate(() => window.testState.network.getNodePositions());
  const pixels = Object.values(positions as Record<string, {longitude: number; latitude: number}>).map(
    ({longitude, latitude}) => at(longitude, latitude, 3),
  );
  for (const a of pixels)
    for (const b of pixels) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(30);
  await expect
    .poll(async () => {
      const shot = await screenshotPixels(page);
      return (
        pixels.every((pixel) => countColor(shot, RED, pixel) >= 10) &&
        countColor(shot, RED, {...combo, radius: 2}) === 0
      );
    })
    .toBe(true);
  expect(errors).toEqual([]);
});
