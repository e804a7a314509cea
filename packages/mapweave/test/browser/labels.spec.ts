import {expect, test, type Page} from '@playwright/test';
import {countColor, openHarness, screenshotPixels} from './support/harness';
import {readWords} from './support/ocr.mjs';

// Labels are judged against the page's own text: tesseract must read the map's labels as well
// as HTML text of the same size and colour laid over the same map in the same screenshot.

const VIEW = {longitude: 10, latitude: 50, zoom: 4};
const LABELS = ['Berlin', 'Leipzig', 'Cologne', 'Hamburg', 'Munich', 'Dresden', 'Bremen', 'Stuttgart'];
const PAGE_WORDS = ['Potsdam', 'Kiel', 'Mainz', 'Erfurt', 'Bonn', 'Hanover', 'Rostock', 'Halle'];
const INK = {light: '#1f2937', dark: '#e5e7eb'};

type Theme = 'light' | 'dark';
type Adapter = 'StandaloneAdapter' | 'MapLibreAdapter';

/**
 * Labelled nodes in the left half of the map, the same words as HTML text in the right half.
 * `defaultColors`: the labels keep the layer's default colour (which follows the theme).
 */
async function drawLabelsAndText(page: Page, theme: Theme, adapter: Adapter, defaultColors = false): Promise<void> {
  await page.evaluate(
    async ({view, theme, adapter, labels, words, ink, defaultColors}) => {
      const api = window.mapweave;
      let mapAdapter;
      if (adapter === 'MapLibreAdapter') {
        const basemap = new window.maplibregl.Map({
          container: 'map',
          style: {
            version: 8,
            sources: {},
            layers: [
              {
                id: 'background',
                type: 'background',
                paint: {'background-color': theme === 'dark' ? '#0f1722' : '#f5f3ee'},
              },
            ],
          },
          center: [view.longitude, view.latitude],
          zoom: view.zoom,
          attributionControl: false,
          fadeDuration: 0,
        });
        await new Promise((resolve) => basemap.once('load', resolve));
        mapAdapter = new api.MapLibreAdapter({map: basemap});
      } else {
        mapAdapter = new api.StandaloneAdapter({theme});
      }
      const map = new api.MapWeave({container: 'map', view, adapter: mapAdapter});
      const data: Record<string, unknown> = {};
      labels.forEach((label, i) => {
        data[label] = {
          type: 'node',
          longitude: 1 + (i % 2) * 7,
          latitude: 53.4 - Math.floor(i / 2) * 1.9,
          label,
          size: 4,
        };
      });
      map.addLayer(
        new api.NetworkLayer({
          id: 'net',
          data: data as never,
          options: defaultColors ? {} : {nodeDefaults: {labelColor: ink}},
        }),
      );
      words.forEach((word, i) => {
        const text = document.createElement('div');
        text.textContent = word;
        text.className = 'page-word';
        text.style.cssText = `position:absolute;z-index:10;left:${270 + (i % 2) * 100}px;top:${50 + Math.floor(i / 2) * 60}px;font:12px sans-serif;color:${ink}`;
        document.body.append(text);
      });
      await map.whenRendered();
      window.testState = {map, adapter: mapAdapter};
    },
    {view: VIEW, theme, adapter, labels: LABELS, words: PAGE_WORDS, ink: INK[theme], defaultColors},
  );
}

/** How many of `words` tesseract reads in the page now. */
function countRead(read: string[], words: string[]): number {
  const tokens = new Set(read.map((token) => token.replace(/[^A-Za-z]/g, '')));
  return words.filter((word) => tokens.has(word)).length;
}

const cases: {theme: Theme; deviceScaleFactor: number; adapter: Adapter}[] = [
  {theme: 'light', deviceScaleFactor: 1, adapter: 'StandaloneAdapter'},
  {theme: 'light', deviceScaleFactor: 2, adapter: 'StandaloneAdapter'},
  {theme: 'dark', deviceScaleFactor: 1, adapter: 'StandaloneAdapter'},
  {theme: 'dark', deviceScaleFactor: 2, adapter: 'StandaloneAdapter'},
  {theme: 'light', deviceScaleFactor: 1, adapter: 'MapLibreAdapter'},
  {theme: 'dark', deviceScaleFactor: 2, adapter: 'MapLibreAdapter'},
];

for (const {theme, deviceScaleFactor, adapter} of cases) {
  test.describe(`labels, ${theme} theme, device pixel ratio ${deviceScaleFactor}, ${adapter}`, () => {
    test.use({deviceScaleFactor});

    test('OCR reads the 12 px labels as well as 12 px page text on the same map', async ({page}) => {
      test.setTimeout(150_000);
      const errors = await openHarness(page, 'map.html');
      await drawLabelsAndText(page, theme, adapter);
      // tesseract reads 12 px text best scaled up 3 times; labels and page text alike.
      const scale = 3;
      // Polled: a software renderer may take many seconds over the first frame.
      await expect(async () => {
        const read = readWords(await page.screenshot(), {negate: theme === 'dark', scale});
        const [labels, pageText] = [countRead(read, LABELS), countRead(read, PAGE_WORDS)];
        const summary = `read ${labels} of ${LABELS.length} labels and ${pageText} of ${PAGE_WORDS.length} page words: ${read.join(' ')}`;
        expect(pageText, summary).toBeGreaterThanOrEqual(7);
        expect(labels, summary).toBeGreaterThanOrEqual(Math.max(7, pageText - 1));
      }).toPass({timeout: 90_000});
      expect(errors).toEqual([]);
    });
  });
}

test.describe('default label colours', () => {
  test.use({deviceScaleFactor: 2});

  test('a dark map with default options reads its labels as well as light page text, and follows setTheme', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors = await openHarness(page, 'map.html');
    await drawLabelsAndText(page, 'dark', 'StandaloneAdapter', true);
    await expect(async () => {
      const read = readWords(await page.screenshot(), {negate: true, scale: 3});
      const [labels, pageText] = [countRead(read, LABELS), countRead(read, PAGE_WORDS)];
      const summary = `read ${labels} labels and ${pageText} page words: ${read.join(' ')}`;
      expect(pageText, summary).toBeGreaterThanOrEqual(7);
      expect(labels, summary).toBeGreaterThanOrEqual(Math.max(7, pageText - 1));
    }).toPass({timeout: 90_000});
    // No white stickers: the halo is dark, so the labels' half of the map holds about as much
    // light ink as the page text's half (bold labels and node rims: 2.3 times; a white halo: 11).
    const dark = await screenshotPixels(page);
    const half = (x: number) => ({x, y: dark.height / 2, radius: dark.width / 4});
    const lightInk = (x: number) => countColor(dark, [255, 255, 255], half(x), 30);
    expect(lightInk(dark.width / 4)).toBeLessThan(4 * lightInk((3 * dark.width) / 4));
    // Switched to light: the same labels in dark ink (the light basemap has none of it).
    await page.evaluate(async () => {
      for (const word of document.querySelectorAll('.page-word')) word.remove();
      window.testState.adapter.setTheme('light');
      await window.testState.map.whenRendered();
    });
    await expect
      .poll(async () => countColor(await screenshotPixels(page), [31, 41, 55], undefined, 30), {timeout: 90_000})
      .toBeGreaterThan(300);
    expect(errors).toEqual([]);
  });
});

test.describe('label collision', () => {
  test.use({deviceScaleFactor: 2});

  test('two labels at one place never overprint, and the selected one is drawn', async ({page}) => {
    test.setTimeout(240_000);
    const errors = await openHarness(page, 'map.html');
    await page.evaluate(async (view) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter()});
      const layer = new NetworkLayer({
        id: 'net',
        data: {
          bridge: {type: 'node', longitude: 10, latitude: 50, size: 8, label: 'Polaris Bridge'},
          marisol: {type: 'node', longitude: 10, latitude: 50, size: 5, label: 'Marisol'},
        },
        // No ring round the selected node: only the labels below it are read.
        options: {selectedStyle: {borderWidth: 0, haloColor: 'rgba(0, 0, 0, 0)'}},
      });
      map.addLayer(layer);
      await map.whenRendered();
      window.testState = {map, layer};
    }, VIEW);
    const wordsRead = async () => {
      // The band under the node at the map's centre, where both labels hang.
      const read = readWords(await page.screenshot({clip: {x: 120, y: 160, width: 240, height: 40}}), {scale: 2});
      return ['Polaris', 'Bridge', 'Marisol'].filter((word) => countRead(read, [word]) === 1);
    };
    // The larger node's label wins; the other is left out rather than printed over it.
    await expect.poll(wordsRead, {timeout: 90_000}).toEqual(['Polaris', 'Bridge']);
    await page.evaluate(async () => {
      window.testState.layer.select(['marisol']);
      await window.testState.map.whenRendered();
    });
    await expect.poll(wordsRead, {timeout: 90_000}).toEqual(['Marisol']);
    expect(errors).toEqual([]);
  });
});
