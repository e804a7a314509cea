import {expect, test, type Page} from '@playwright/test';
import {openHarness} from './support/harness';

// `cooperativeGestures`: on a page taller than the window, the wheel over the map scrolls the
// page and leaves the view alone, with a hint; Ctrl + wheel zooms the map.
const VIEW = {longitude: 10, latitude: 20, zoom: 2};

async function openScrollingPage(page: Page): Promise<string[]> {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(() => {
    document.body.style.height = '3000px';
  });
  return errors;
}

async function createMap(page: Page, cooperativeGestures: boolean): Promise<void> {
  await page.evaluate(
    async ({view, cooperativeGestures}) => {
      const {MapWeave} = window.mapweave;
      const map = new MapWeave({container: 'map', view, cooperativeGestures});
      window.testState = {map, zooms: []};
      map.on('view-change', ({viewState}) => window.testState.zooms.push(viewState.zoom));
      await map.whenRendered();
    },
    {view: VIEW, cooperativeGestures},
  );
}

const zoom = (page: Page) => page.evaluate(() => window.testState.map.getViewState().zoom as number);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const hint = (page: Page) => page.locator('#map .mapweave-cooperative-hint');

test('the wheel scrolls the page over a cooperative map, with a hint; Ctrl + wheel zooms', async ({page}) => {
  const errors = await openScrollingPage(page);
  await createMap(page, true);
  await expect(hint(page)).toHaveCSS('opacity', '0');
  await page.mouse.move(240, 160);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await expect(hint(page)).toHaveText('Use Ctrl + scroll to zoom the map');
  await expect(hint(page)).toHaveCSS('opacity', '1');
  expect(await zoom(page)).toBe(VIEW.zoom);
  // The words reach screen readers once, through the map's description, not as a live announcement.
  const description = await page.evaluate(() => {
    const ids = document.getElementById('map')!.getAttribute('aria-describedby')!.split(' ');
    return ids.map((id) => document.getElementById(id)!.textContent).join(' | ');
  });
  expect(description).toContain('Use Ctrl + scroll to zoom the map. Use two fingers to move the map.');
  await expect(hint(page)).toHaveCSS('opacity', '0', {timeout: 10_000});

  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await page.locator('#map').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await expect.poll(() => zoom(page)).toBeGreaterThan(VIEW.zoom);
  expect(await scrollY(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('without the option the wheel zooms the map and the page stays', async ({page}) => {
  await openScrollingPage(page);
  await createMap(page, false);
  await page.mouse.move(240, 160);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => zoom(page)).toBeGreaterThan(VIEW.zoom);
  expect(await scrollY(page)).toBe(0);
  await expect(hint(page)).toHaveCount(0);
});

test('one finger on a cooperative map asks for two; touch-action leaves one-finger swipes to the page', async ({
  page,
}) => {
  await openScrollingPage(page);
  await createMap(page, true);
  expect(await page.locator('#map').evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-x pan-y');
  await page.evaluate(() => {
    const target = document.querySelector('#map canvas')!;
    const touch = new Touch({identifier: 1, target, clientX: 200, clientY: 150});
    target.dispatchEvent(new TouchEvent('touchmove', {touches: [touch], bubbles: true, cancelable: true}));
  });
  await expect(hint(page)).toHaveText('Use two fingers to move the map');
  await expect(hint(page)).toHaveCSS('opacity', '1');
  // Two fingers move the map: their touchmove is kept from scrolling the page.
  const prevented = await page.evaluate(() => {
    const target = document.querySelector('#map canvas')!;
    const touches = [1, 2].map(
      (identifier) => new Touch({identifier, target, clientX: 150 + identifier * 50, clientY: 150}),
    );
    const event = new TouchEvent('touchmove', {touches, bubbles: true, cancelable: true});
    target.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

test('destroy removes the hint, its description and its listeners', async ({page}) => {
  await openScrollingPage(page);
  await createMap(page, true);
  const describedBy = await page.locator('#map').getAttribute('aria-describedby');
  expect(describedBy).toMatch(/mapweave-gestures-\d+/);
  await page.evaluate(() => window.testState.map.destroy());
  await expect(hint(page)).toHaveCount(0);
  expect(await page.locator('#map').getAttribute('aria-describedby')).toBeNull();
});

/** A maplibre-gl map filling #map, kept as `testState.basemap`. */
async function createBasemap(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const basemap = new window.maplibregl.Map({
      container: 'map',
      style: {
        version: 8,
        sources: {},
        layers: [{id: 'bg', type: 'background', paint: {'background-color': '#203040'}}],
      },
      center: [0, 0],
      zoom: 2,
      attributionControl: false,
    });
    await new Promise((resolve) => basemap.once('load', resolve));
    window.testState = {basemap};
  });
}

test('on MapLibre the map’s own cooperativeGestures is turned on, and off again on destroy', async ({page}) => {
  await openScrollingPage(page);
  await createBasemap(page);
  const states = await page.evaluate(() => {
    const basemap = window.testState.basemap;
    const {MapWeave, MapLibreAdapter} = window.mapweave;
    const map = new MapWeave({adapter: new MapLibreAdapter({map: basemap}), cooperativeGestures: true});
    const on = basemap.cooperativeGestures.isEnabled();
    map.destroy();
    return {on, afterDestroy: basemap.cooperativeGestures.isEnabled()};
  });
  expect(states).toEqual({on: true, afterDestroy: false});
});

test('a map library without the option (Mapbox GL) gets MapWeave’s wheel handling', async ({page}) => {
  await openScrollingPage(page);
  await createBasemap(page);
  await page.evaluate(() => {
    const basemap = window.testState.basemap;
    // As mapbox-gl 1.x: no cooperativeGestures handler.
    Object.defineProperty(basemap, 'cooperativeGestures', {value: undefined});
    const {MapWeave, MapboxAdapter} = window.mapweave;
    const map = new MapWeave({adapter: new MapboxAdapter({map: basemap}), cooperativeGestures: true});
    window.testState.map = map;
  });
  await page.mouse.move(240, 160);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await expect(hint(page)).toHaveCSS('opacity', '1');
  expect(await page.evaluate(() => window.testState.basemap.getZoom())).toBe(2);
});
