import {expect, test} from '@playwright/test';
import {expectColor, MAP_SIZE, openHarness, project, serverUrl} from './support/harness';

// basemapStyle() on a maplibre-gl 5.24 map: the embedded basemap as MapLibre draws it, with no request.
const VIEW = {longitude: 0, latitude: 10, zoom: 1.5};
const around = (longitude: number, latitude: number) => {
  const [x, y] = project(VIEW, MAP_SIZE, longitude, latitude);
  return {x, y, radius: 4};
};
const COLORS = {
  light: {land: [247, 245, 239], ocean: [0xdc, 0xe8, 0xf2]},
  dark: {land: [37, 48, 62], ocean: [0x0f, 0x17, 0x22]},
} as const;

for (const theme of ['light', 'dark'] as const) {
  test(`basemapStyle({ theme: '${theme}' }) draws land and sea on a MapLibre map, offline`, async ({page}) => {
    const errors = await openHarness(page, 'map.html');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.evaluate(
      async ({view, theme}) => {
        const map = new window.maplibregl.Map({
          container: 'map',
          style: window.mapweave.basemapStyle({theme}),
          center: [view.longitude, view.latitude],
          zoom: view.zoom,
          attributionControl: false,
          fadeDuration: 0,
        });
        await new Promise((resolve) => map.once('idle', resolve));
      },
      {view: VIEW, theme},
    );
    // Chad (land) and the South Atlantic (sea), far from borders and graticule lines.
    await expectColor(page, [...COLORS[theme].land], {around: around(18, 15), atLeast: 60, tolerance: 4});
    await expectColor(page, [...COLORS[theme].ocean], {around: around(-20, -15), atLeast: 60, tolerance: 4});
    expect(requests.filter((url) => !url.startsWith(serverUrl()) && !url.startsWith('blob:'))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
