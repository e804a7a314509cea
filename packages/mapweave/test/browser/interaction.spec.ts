import {expect, test, type Page} from '@playwright/test';
import {clickUntilReported, expectColor, MAP_SIZE, openHarness, project} from './support/harness';

const VIEW = {longitude: 0, latitude: 0, zoom: 3};

/** A standalone map with fixed nodes a and b, and a free node hanging off b; events recorded. */
async function networkMap(page: Page): Promise<void> {
  await page.evaluate(async (view) => {
    const {MapWeave, NetworkLayer} = window.mapweave;
    const map = new MapWeave({container: 'map', view});
    const network = new NetworkLayer({
      id: 'net',
      data: {
        a: {type: 'node', latitude: 0, longitude: -10, color: '#ff0000', size: 10},
        b: {type: 'node', latitude: 0, longitude: 10, color: '#ff0000', size: 10},
        free: {type: 'node', color: '#00aa00', size: 10},
        bFree: {type: 'link', id1: 'b', id2: 'free'},
      },
    });
    map.addLayer(network);
    const events: {type: string; id: string | null; time?: number}[] = [];
    for (const type of ['click', 'hover-start', 'drag-start', 'drag', 'drag-end'] as const) {
      map.on(type, (event) => events.push({type, id: event.item?.id ?? null}));
    }
    window.testState = {map, network, events};
    await map.whenRendered();
  }, VIEW);
}

const eventsOf = (page: Page) => page.evaluate(() => window.testState.events as {type: string; id: string | null}[]);

test('clicking a node fires click with its id; clicking the background fires click without an item', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await networkMap(page);
  const [x, y] = project(VIEW, MAP_SIZE, -10, 0);
  await expectColor(page, [255, 0, 0], {around: {x, y, radius: 3}, atLeast: 15});
  // A mouse user points at the node before clicking it: hover-start comes first.
  await page.mouse.move(x, y);
  await expect.poll(() => eventsOf(page)).toEqual([{type: 'hover-start', id: 'a'}]);
  const clicks = async () => (await eventsOf(page)).filter((event) => event.type === 'click').length;
  await clickUntilReported(page, x, y, async () => (await clicks()) === 1);
  await expect
    .poll(() => eventsOf(page))
    .toEqual([
      {type: 'hover-start', id: 'a'},
      {type: 'click', id: 'a'},
    ]);
  await page.mouse.move(40, 40);
  await clickUntilReported(page, 40, 40, async () => (await clicks()) === 2);
  await expect
    .poll(() => eventsOf(page))
    .toEqual([
      {type: 'hover-start', id: 'a'},
      {type: 'click', id: 'a'},
      {type: 'click', id: null},
    ]);
  expect(errors).toEqual([]);
});

test('a press held for a second without moving is a click, as the DOM has it', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await networkMap(page);
  const [x, y] = project(VIEW, MAP_SIZE, -10, 0);
  await expectColor(page, [255, 0, 0], {around: {x, y, radius: 3}, atLeast: 15});
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(1_000);
  await page.mouse.up();
  await expect.poll(() => eventsOf(page)).toContainEqual({type: 'click', id: 'a'});
  expect(errors).toEqual([]);
});

test('dragging a free node fires drag-start, drag and drag-end, and pins it where it is dropped', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await networkMap(page);
  const start = await page.evaluate(() => window.testState.network.getNodePositions().free);
  const [x, y] = project(VIEW, MAP_SIZE, start.longitude, start.latitude);
  await expectColor(page, [0, 170, 0], {around: {x, y, radius: 3}, atLeast: 15});
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 30, y + 20, {steps: 5});
  await page.mouse.move(x - 60, y + 40, {steps: 5});
  await page.mouse.up();
  await expect.poll(async () => (await eventsOf(page)).some((event) => event.type === 'drag-end')).toBe(true);
  const events = (await eventsOf(page)).filter((event) => event.type.startsWith('drag'));
  const types = events.map((event) => event.type);
  expect(types[0]).toBe('drag-start');
  expect(types.at(-1)).toBe('drag-end');
  expect(types.filter((type) => type === 'drag').length).toBeGreaterThan(0);
  expect(events.every((event) => event.id === 'free')).toBe(true);
  const dropped = await page.evaluate(() => ({
    pinned: Object.keys(window.testState.network.getPinned()),
    position: window.testState.network.getNodePositions().free,
    view: window.testState.map.getViewState(),
  }));
  expect(dropped.pinned).toEqual(['free']);
  // The map did not pan while the node was dragged, and the node moved with the pointer.
  expect(dropped.view.longitude).toBeCloseTo(VIEW.longitude, 6);
  const [droppedX, droppedY] = project(VIEW, MAP_SIZE, dropped.position.longitude, dropped.position.latitude);
  expect(Math.abs(droppedX - (x - 60))).toBeLessThan(4);
  expect(Math.abs(droppedY - (y + 40))).toBeLessThan(4);
  expect(errors).toEqual([]);
});

test('fitBounds moves the view onto the layers and flyTo/setViewState move it where asked', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const views = await page.evaluate(async () => {
    const {MapWeave, NetworkLayer} = window.mapweave;
    const map = new MapWeave({container: 'map', view: {longitude: -100, latitude: -30, zoom: 1}});
    map.addLayer(
      new NetworkLayer({
        id: 'asia',
        data: {
          p: {type: 'node', latitude: 30, longitude: 100, color: '#ff0000'},
          q: {type: 'node', latitude: 40, longitude: 120, color: '#ff0000'},
        },
      }),
    );
    const before = map.getViewState();
    map.fitBounds({padding: 40, time: 0});
    const fitted = map.getViewState();
    map.setViewState({longitude: 5, latitude: 6, zoom: 7});
    const set = map.getViewState();
    map.flyTo({longitude: -3, latitude: 4, zoom: 2, time: 0});
    const flown = map.getViewState();
    await map.whenRendered();
    return {before, fitted, set, flown};
  });
  expect(views.before.longitude).toBeCloseTo(-100, 6);
  expect(views.fitted.longitude).toBeGreaterThan(105);
  expect(views.fitted.longitude).toBeLessThan(115);
  expect(views.fitted.latitude).toBeGreaterThan(30);
  expect(views.fitted.latitude).toBeLessThan(40);
  expect(views.fitted.zoom).toBeGreaterThan(2);
  expect(views.set).toMatchObject({longitude: 5, latitude: 6, zoom: 7});
  expect(views.flown).toMatchObject({longitude: -3, latitude: 4, zoom: 2});
  expect(errors).toEqual([]);
});

test('fitBounds and flyTo keep what they show clear of an element over the map', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const result = await page.evaluate(async () => {
    const {MapWeave, NetworkLayer} = window.mapweave;
    const container = document.getElementById('map')!;
    const map = new MapWeave({container, view: {longitude: 0, latitude: 0, zoom: 1}});
    const points: [number, number][] = [
      [100, 30],
      [150, -34],
    ];
    map.addLayer(
      new NetworkLayer({
        id: 'asia',
        data: Object.fromEntries(
          points.map(([longitude, latitude], index) => [
            `n${index}`,
            {type: 'node', longitude, latitude, color: '#ff0000'},
          ]),
        ),
      }),
    );
    // A legend in the map's bottom-right corner, as a page would lay it over the map.
    const legend = document.createElement('div');
    legend.style.cssText = 'position:absolute;right:8px;bottom:8px;width:40%;height:60%;background:#fff';
    container.append(legend);
    const box = container.getBoundingClientRect();
    const rect = legend.getBoundingClientRect();
    const legendBox = {left: rect.left - box.left, top: rect.top - box.top, right: rect.right - box.left};
    const fitted = () => points.map(([longitude, latitude]) => map.project({longitude, latitude}));
    map.fitBounds({padding: 10, time: 0, avoid: [legend]});
    const clear = fitted();
    map.fitBounds({padding: 10, time: 0});
    const plain = fitted();
    map.flyTo({longitude: 120, latitude: 0, zoom: 3, time: 0, avoid: [legend]});
    const flown = map.project({longitude: 120, latitude: 0});
    await map.whenRendered();
    return {clear, plain, flown, legendBox, width: box.width, height: box.height};
  });
  const {legendBox, width, height} = result;
  for (const [x, y] of result.clear) {
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(height);
    // Left of the legend, which covers the right side of the map.
    expect(x).toBeLessThan(legendBox.left);
  }
  // Without avoid, the same fit puts an item under the legend: the element made the difference.
  expect(result.plain.some(([x, y]) => x > legendBox.left && y > legendBox.top)).toBe(true);
  // The place lands in the middle of the map left of the legend.
  expect(Math.abs(result.flown[0] - legendBox.left / 2)).toBeLessThan(1.5);
  expect(Math.abs(result.flown[1] - height / 2)).toBeLessThan(1.5);
  expect(width).toBeGreaterThan(legendBox.right - 1);
  expect(errors).toEqual([]);
});

test('destroy() loses the WebGL context, removes the canvas and stops events; later calls throw DESTROYED', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  await networkMap(page);
  const result = await page.evaluate(() => {
    const {map} = window.testState;
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('#map canvas')];
    const contexts = canvases.map((canvas) => canvas.getContext('webgl2')!);
    map.destroy();
    let thrown: {name: string; code: string} | null = null;
    try {
      map.on('click', () => {});
    } catch (error) {
      thrown = {name: (error as Error).name, code: (error as {code: string}).code};
    }
    return {
      canvasCount: canvases.length,
      contextsLost: contexts.map((gl) => gl.isContextLost()),
      canvasesInPage: canvases.filter((canvas) => canvas.isConnected).length,
      thrown,
      destroyed: map.isDestroyed(),
    };
  });
  expect(result.canvasCount).toBe(1);
  expect(result.contextsLost).toEqual([true]);
  expect(result.canvasesInPage).toBe(0);
  expect(result.thrown).toEqual({name: 'MapWeaveError', code: 'DESTROYED'});
  expect(result.destroyed).toBe(true);
  const [x, y] = project(VIEW, MAP_SIZE, -10, 0);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
  // deck.gl holds a click back ~300 ms to tell it from a double click; wait past that.
  await page.waitForTimeout(1000);
  expect(await eventsOf(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('invalid data surfaces as a MapWeaveError with its code and ids, and leaves the layer as it was', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const result = await page.evaluate(() => {
    const {MapWeave, MapWeaveError, NetworkLayer} = window.mapweave;
    const describe = (run: () => unknown) => {
      try {
        run();
        return null;
      } catch (error) {
        const {name, code, ids, message} = error as InstanceType<typeof MapWeaveError>;
        return {isMapWeaveError: error instanceof MapWeaveError, name, code, ids, message};
      }
    };
    const map = new MapWeave({container: 'map'});
    const network = new NetworkLayer({id: 'net', data: {a: {type: 'node', latitude: 1, longitude: 2}}});
    map.addLayer(network);
    return {
      unknownEnd: describe(() => network.data({l1: {type: 'link', id1: 'a', id2: 'x'}})),
      outOfRange: describe(() => network.merge({far: {type: 'node', latitude: 95, longitude: 0}})),
      duplicateLayer: describe(() => map.addLayer(new NetworkLayer({id: 'net'}))),
      badContainer: describe(() => new MapWeave({container: 'no-such-element'})),
      dataAfter: Object.keys(network.data()),
    };
  });
  expect(result.unknownEnd).toMatchObject({
    isMapWeaveError: true,
    name: 'MapWeaveError',
    code: 'UNKNOWN_LINK_END',
    ids: ['l1'],
  });
  expect(result.unknownEnd?.message).toContain('"x"');
  expect(result.outOfRange).toMatchObject({isMapWeaveError: true, code: 'COORDINATE_OUT_OF_RANGE', ids: ['far']});
  expect(result.duplicateLayer).toMatchObject({isMapWeaveError: true, code: 'DUPLICATE_ID', ids: ['net']});
  expect(result.badContainer).toMatchObject({isMapWeaveError: true, code: 'INVALID_CONTAINER'});
  expect(result.dataAfter).toEqual(['a']);
  expect(errors).toEqual([]);
});
