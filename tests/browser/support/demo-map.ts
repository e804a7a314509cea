import {expect, type Locator, type Page} from '@playwright/test';

import {decodePng} from './runner';

/** The map area of a demo page (or the home page's live map): `[data-demo-map=<id>]`. */
export function demoMap(page: Page, id: string): Locator {
  return page.locator(`[data-demo-map="${id}"]`);
}

/**
 * Waits until the map has drawn its first frame with its data (`data-state="ready"`), having
 * scrolled to a map out of view as a reader would (a demo's map starts when it nears the viewport).
 * WebGL runs in software here (llvmpipe, or SwiftShader without Mesa), so the wait is long;
 * nothing is timed.
 */
export async function waitForMapReady(page: Page, id: string): Promise<Locator> {
  const area = demoMap(page, id);
  await area.evaluate((element) => {
    const {top, bottom} = element.getBoundingClientRect();
    if (top >= window.innerHeight || bottom <= 0) element.scrollIntoView({block: 'nearest'});
  });
  await expect(area).toHaveAttribute('data-state', 'ready', {timeout: 90_000});
  return area;
}

export interface PixelSummary {
  /** Distinct colours after reducing each channel to 5 bits. */
  colours: number;
  /** Share of pixels that differ from the most common colour (the background). */
  drawn: number;
}

/** Colours in a screenshot, decoded in the page (no image library in Node). */
export async function pixelSummary(page: Page, png: Buffer): Promise<PixelSummary> {
  return page.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const {data} = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const counts = new Map<number, number>();
    for (let index = 0; index < data.length; index += 4) {
      const key = ((data[index]! >> 3) << 10) | ((data[index + 1]! >> 3) << 5) | (data[index + 2]! >> 3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const pixels = data.length / 4;
    const background = Math.max(...counts.values());
    return {colours: counts.size, drawn: (pixels - background) / pixels};
  }, png.toString('base64'));
}

/**
 * How many pixels differ between two screenshots of the same size by more than the compositor's
 * rounding: a map that has stopped drawing can still come back with an edge pixel of an overlay
 * (a legend's swatch) one level off, alternately, from one screenshot to the next.
 */
export async function changedPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const [one, two] = [await decodePng(page, a), await decodePng(page, b)];
  if (one.data.length !== two.data.length) return Math.max(one.data.length, two.data.length) / 4;
  let count = 0;
  for (let index = 0; index < one.data.length; index += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      if (Math.abs(one.data[index + channel]! - two.data[index + channel]!) > 2) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

/**
 * A screenshot of the element once two taken in a row show the same map: it has stopped
 * redrawing (data, labels and fitted views can land a few frames after the first one).
 */
export async function settledScreenshot(area: Locator): Promise<Buffer> {
  let previous = await area.screenshot();
  await expect
    .poll(
      async () => {
        const next = await area.screenshot();
        const changed = await changedPixels(area.page(), previous, next);
        previous = next;
        return changed;
      },
      {timeout: 60_000, intervals: [300], message: 'the map stopped redrawing'},
    )
    .toBe(0);
  return previous;
}

/**
 * Asserts that the element shows a drawn map (many colours, much of it not background) and
 * returns it as settled, so that a later `expectMapChanged` sees a change the test made,
 * not a map that was still drawing.
 */
export async function expectDrawnMap(page: Page, area: Locator): Promise<Buffer> {
  const shot = await settledScreenshot(area);
  const summary = await pixelSummary(page, shot);
  expect(summary.colours, 'distinct colours in the map').toBeGreaterThan(12);
  expect(summary.drawn, 'share of pixels that are not background').toBeGreaterThan(0.05);
  return shot;
}

/** Waits until a screenshot of the element differs from `before` (the map redrew with a change). */
export async function expectMapChanged(area: Locator, before: Buffer): Promise<void> {
  await expect
    .poll(async () => changedPixels(area.page(), before, await area.screenshot()), {
      timeout: 60_000,
      message: 'the map changed',
    })
    .toBeGreaterThan(0);
}

/** Makes every canvas refuse WebGL 2, as a browser without it does. Call before the first navigation. */
export async function withoutWebGL2(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind === 'webgl2') return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof original;
  });
}

/** How many pixels of a screenshot are within `tolerance` (per channel) of the colour `hex` (`#rrggbb`). */
export async function pixelsOfColour(page: Page, png: Buffer, hex: string, tolerance = 12): Promise<number> {
  return page.evaluate(
    async ({base64, rgb, tolerance: within}) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const {data} = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (rgb.every((channel, offset) => Math.abs(data[index + offset]! - channel) <= within)) count += 1;
      }
      return count;
    },
    {
      base64: png.toString('base64'),
      rgb: [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)),
      tolerance,
    },
  );
}

/** The map's camera in a demo's link (`?map=zoom/latitude/longitude`), or null. */
export function cameraInUrl(url: string): {zoom: number; latitude: number; longitude: number} | null {
  const raw = new URL(url).searchParams.get('map');
  if (raw === null) return null;
  const [zoom, latitude, longitude] = raw.split('/').map(Number) as [number, number, number];
  return {zoom, latitude, longitude};
}

/** Where a point lands in a map of `width × height` CSS pixels looking through `camera` (Web Mercator, 512 px tiles). */
export function projectInView(
  camera: {zoom: number; latitude: number; longitude: number},
  [longitude, latitude]: [number, number],
  {width, height}: {width: number; height: number},
): [number, number] {
  const world = 512 * 2 ** camera.zoom;
  const x = (value: number) => ((value + 180) / 360) * world;
  const y = (value: number) => {
    const radians = (value * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) / 2) * world;
  };
  return [width / 2 + x(longitude) - x(camera.longitude), height / 2 + y(latitude) - y(camera.latitude)];
}
