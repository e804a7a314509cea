import {expect, test, type Page} from '@playwright/test';
import {decodePng} from './support/png.mjs';
import {
  clickUntilReported,
  countColor,
  MAP_SIZE,
  openHarness,
  pixelAt,
  screenshotPixels,
  type Pixels,
  type Rgb,
} from './support/harness';

// Western Europe: land in Germany; two red nodes with coordinates in France, five without.
const VIEW = {longitude: 5, latitude: 48, zoom: 3};
const LAND = {longitude: 10, latitude: 51};
const RED: Rgb = [255, 0, 0];
const DATA = {
  paris: {type: 'node', latitude: 48.86, longitude: 2.35, color: '#ff0000', size: 10},
  lyon: {type: 'node', latitude: 45.76, longitude: 4.84, color: '#ff0000', size: 10},
  ...Object.fromEntries(
    ['a', 'b', 'c', 'd', 'e'].map((id) => [id, {type: 'node', color: '#ff0000', size: 10}] as const),
  ),
  'paris-lyon': {type: 'link', id1: 'paris', id2: 'lyon'},
  ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((id) => [`l-${id}`, {type: 'link', id1: 'paris', id2: id}])),
} as const;

/** Where each node is drawn now, in CSS pixels of the map. */
function drawnNodes(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => {
    const {map, network} = window.testState;
    return Object.values(network.getNodePositions()).map((at) => map.project(at));
  });
}

/** Red pixels round each node: every node is drawn where the layer says. */
function expectNodesDrawn(pixels: Pixels, nodes: [number, number][]): void {
  for (const [x, y] of nodes) {
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(MAP_SIZE.width);
    expect(countColor(pixels, RED, {x, y, radius: 4}, 40)).toBeGreaterThanOrEqual(20);
  }
}

test('a NetworkLayer switches from map to link chart and back: the basemap fades out and back, every node drawn where it is laid out', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const land: Rgb = await page.evaluate(
    async ({view, data}) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter, BASEMAP_COLORS} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter({theme: 'light'})});
      // Black outlines: white ones, blended into the sea at their edges, would read as land.
      const network = new NetworkLayer({
        id: 'net',
        data,
        options: {labels: {visible: false}, nodeDefaults: {border: {color: '#000000', width: 1.5}}},
      });
      map.addLayer(network);
      window.testState = {map, network};
      await map.whenRendered();
      return BASEMAP_COLORS.light.land.slice(0, 3) as Rgb;
    },
    {view: VIEW, data: DATA},
  );
  const landAt = await page.evaluate((at) => window.testState.map.project(at), LAND);
  const onMap = await screenshotPixels(page);
  expect(countColor(onMap, land, {x: landAt[0], y: landAt[1], radius: 3}, 8)).toBeGreaterThanOrEqual(30);
  const mapNodes = await drawnNodes(page);
  expectNodesDrawn(onMap, mapNodes);

  const worker = page.waitForEvent('worker');
  await page.evaluate(async () => {
    const {map, network} = window.testState;
    network.setLayout('chart', {spacing: 16});
    await network.whenLaidOut();
    await map.whenRendered();
  });
  expect((await worker).url()).toMatch(/\/dist\/browser\/worker\.js$/);
  // The basemap fades out: no land anywhere on the map.
  await expect
    .poll(async () => countColor(await screenshotPixels(page), land, {x: 240, y: 160, radius: 159}, 8))
    .toBe(0);
  const inChart = await screenshotPixels(page);
  const chartNodes = await drawnNodes(page);
  expect(chartNodes).not.toEqual(mapNodes);
  expectNodesDrawn(inChart, chartNodes);

  // toImage() draws the chart as shown: the layer, no basemap.
  const image = await page.evaluate(async () => {
    const blob: Blob = await window.testState.map.toImage({pixelRatio: 1});
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const exported = decodePng(Buffer.from(image, 'base64'));
  expect(countColor(exported, land, undefined, 8)).toBe(0);
  const [nx, ny] = chartNodes[0]!;
  expect(pixelAt(exported, nx, ny)).toEqual(pixelAt(inChart, nx, ny));

  await page.evaluate(async () => {
    const {map, network} = window.testState;
    network.setLayout('map');
    await network.whenLaidOut();
    await map.whenRendered();
  });
  // The basemap is back (the camera fits the network: France's land fills most of the map).
  await expect
    .poll(async () => countColor(await screenshotPixels(page), land, {x: 240, y: 160, radius: 159}, 8))
    .toBeGreaterThan(10_000);
  expectNodesDrawn(await screenshotPixels(page), await drawnNodes(page));
  expect(errors).toEqual([]);
});

test('on the chart, keyboard focus, tooltips, a click, a filter and analysis work as on the map', async ({page}) => {
  // The camera's fit to the chart then jumps: nodes are read where they stay.
  await page.emulateMedia({reducedMotion: 'reduce'});
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(
    async ({view, data}) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({
        container: 'map',
        view,
        adapter: new StandaloneAdapter({theme: 'light'}),
        tooltip: (item) => (item.type === 'node' ? `Node ${item.id}` : null),
      });
      const network = new NetworkLayer({
        id: 'net',
        data,
        options: {labels: {visible: false}, layout: 'chart', chartLayout: {spacing: 16, transitionMs: 0}},
      });
      map.addLayer(network);
      window.testState = {map, network, clicked: [] as string[]};
      map.on('click', ({item}) => window.testState.clicked.push(item?.id ?? ''));
      await network.whenLaidOut();
      await map.whenRendered();
    },
    {view: VIEW, data: DATA},
  );
  const nodes = new Map(
    await page.evaluate(() => {
      const {map, network} = window.testState;
      return Object.entries(network.getNodePositions()).map(([id, at]) => [id, map.project(at)] as const);
    }),
  );
  const tooltip = page.locator('#map [role="tooltip"]');
  const mapBox = (await page.locator('#map').boundingBox())!;

  // Keyboard focus steps onto a node and anchors its tooltip at the node's place in the chart.
  await page.locator('#map').focus();
  await page.keyboard.press(']');
  await expect(tooltip).toHaveText(/^Node /);
  const focused = (await tooltip.textContent())!.slice('Node '.length);
  const [fx, fy] = nodes.get(focused)!;
  const box = (await tooltip.boundingBox())!;
  // Anchored at the node: below and right of it.
  expect(Math.abs(box.x - mapBox.x - (fx + 12))).toBeLessThan(3);
  expect(Math.abs(box.y - mapBox.y - (fy + 12))).toBeLessThan(3);
  await page.keyboard.press('Escape');

  // The pointer finds a node without coordinates where the chart put it; a click on it is reported.
  const [cx, cy] = nodes.get('c')!;
  await page.mouse.move(cx, cy);
  await expect(tooltip).toHaveText('Node c');
  await clickUntilReported(page, cx, cy, () => page.evaluate(() => window.testState.clicked.includes('c')));

  // A filter hides a node in the chart, and the analysis sees the network that is drawn.
  const degrees = await page.evaluate(async () => {
    const {map, network} = window.testState;
    const before = (await network.getGraphEngine()).degrees().paris;
    network.filter((_item: unknown, id: string) => id !== 'c' && id !== 'l-c');
    await map.whenRendered();
    return [before, (await network.getGraphEngine()).degrees().paris];
  });
  expect(degrees).toEqual([6, 5]);
  await expect
    .poll(async () => countColor(await screenshotPixels(page), RED, {x: cx, y: cy, radius: 4}, 40))
    .toBeLessThan(5);
  expect(errors).toEqual([]);
});
