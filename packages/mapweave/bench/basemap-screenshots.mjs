// `node bench/basemap-screenshots.mjs [outDir] [view]`: screenshots of the embedded basemap (world view, the
// Aegean at zoom 6, Istanbul at zoom 10, labels on), light and dark, from dist/browser, to look at.
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../scripts/chromium.mjs';
import {startServer} from '../test/browser/support/server.mjs';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? 'basemap-screenshots');
const VIEWS = {
  world: {longitude: 10, latitude: 20, zoom: 1},
  europe: {longitude: 15, latitude: 50, zoom: 3.5},
  aegean: {longitude: 25.6, latitude: 37, zoom: 6},
  city: {longitude: 29.0, latitude: 41.05, zoom: 10},
};

await mkdir(out, {recursive: true});
const page = await mkdtemp(join(tmpdir(), 'mapweave-basemap-'));
await writeFile(
  join(page, 'index.html'),
  '<!doctype html><style>html,body{margin:0}#map{width:960px;height:600px}</style><div id="map"></div>' +
    '<script src="/dist/browser/mapweave.js"></script>',
);
const server = await startServer({'/dist/': join(packageRoot, 'dist'), '/': page});
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const theme of ['light', 'dark']) {
    for (const [name, view] of Object.entries(VIEWS).filter(([key]) => !process.argv[3] || key === process.argv[3])) {
      for (const labels of name === 'world' || name === 'europe' ? [false, true] : [false]) {
        const tab = await browser.newPage({viewport: {width: 960, height: 600}});
        await tab.goto(`${server.url}/index.html`);
        await tab.evaluate(
          async ({view, theme, labels}) => {
            const {MapWeave, StandaloneAdapter} = window.mapweave;
            const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter({theme, labels})});
            await map.whenRendered();
            // The finer level and the labels arrive as chunks after the first frame.
            await new Promise((done) => setTimeout(done, 4000));
          },
          {view, theme, labels},
        );
        const file = join(out, `${name}${labels ? '-labels' : ''}-${theme}.png`);
        await tab.screenshot({path: file});
        console.log(file);
        await tab.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(page, {recursive: true, force: true});
}
