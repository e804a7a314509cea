import {expect, type Page} from '@playwright/test';
import {decodePng} from './png.mjs';

export type Rgb = [number, number, number];
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The local server globalSetup started (dist/, the harness pages, generated tiles). */
export function serverUrl(): string {
  const url = process.env.MAPWEAVE_TEST_URL;
  if (!url)
    throw new Error(
      'MAPWEAVE_TEST_URL is not set: run the tests through playwright.config.ts (its globalSetup starts the server)',
    );
  return url;
}

/**
 * Opens a harness page and records uncaught page errors, so a test can assert there were none.
 * `map.html` has a 480×320 `#map` and the globals `mapweave` and `maplibregl`; `react.html` has
 * a `#root` and `React`, `ReactDOM`, `mapweave`, `mapweaveReact`.
 */
export async function openHarness(page: Page, name: 'map.html' | 'react.html' | string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${serverUrl()}/harness/${name}`);
  return errors;
}

export async function screenshotPixels(page: Page): Promise<Pixels> {
  return decodePng(await page.screenshot());
}

export function pixelAt(pixels: Pixels, x: number, y: number): Rgb {
  const i = (Math.round(y) * pixels.width + Math.round(x)) * 4;
  return [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
}

export function isNear(actual: Rgb, expected: Rgb, tolerance = 40): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);
}

/** How many pixels within `radius` of (x, y) (whole screenshot without a centre) are near `color`. */
export function countColor(
  pixels: Pixels,
  color: Rgb,
  around?: {x: number; y: number; radius: number},
  tolerance = 40,
): number {
  let count = 0;
  const [x0, x1, y0, y1] = around
    ? [around.x - around.radius, around.x + around.radius, around.y - around.radius, around.y + around.radius]
    : [0, pixels.width - 1, 0, pixels.height - 1];
  for (let y = Math.max(0, Math.round(y0)); y <= Math.min(pixels.height - 1, Math.round(y1)); y++) {
    for (let x = Math.max(0, Math.round(x0)); x <= Math.min(pixels.width - 1, Math.round(x1)); x++) {
      if (isNear(pixelAt(pixels, x, y), color, tolerance)) count++;
    }
  }
  return count;
}

/** Waits until at least `atLeast` pixels near `color` are on screen (around a point, if given). */
export async function expectColor(
  page: Page,
  color: Rgb,
  options: {around?: {x: number; y: number; radius: number}; atLeast?: number; tolerance?: number} = {},
): Promise<void> {
  const {around, atLeast = 1, tolerance = 40} = options;
  await expect
    .poll(async () => countColor(await screenshotPixels(page), color, around, tolerance), {
      message: `pixels near rgb(${color.join(', ')})${around ? ` around (${around.x}, ${around.y})` : ''}`,
    })
    .toBeGreaterThanOrEqual(atLeast);
}

/** Clicks at (x, y) once `testState.map` has drawn every frame it owes. */
async function clickWhenDrawn(page: Page, x: number, y: number, options?: {button?: 'right'}): Promise<void> {
  await page.evaluate(() => window.testState.map.whenRendered());
  await page.mouse.click(x, y, options);
}

/**
 * Clicks (as `clickWhenDrawn`) until `reported()` holds, three presses at most: on a loaded
 * machine a map library can still miss a press that lands while it draws a frame in software. A
 * press that is reported is never repeated.
 */
export async function clickUntilReported(
  page: Page,
  x: number,
  y: number,
  reported: () => Promise<boolean>,
  options?: {button?: 'right'},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await clickWhenDrawn(page, x, y, options);
    const seen = await expect
      .poll(reported, {timeout: 5_000})
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (seen) return;
    if (attempt === 3) throw new Error(`a ${options?.button ?? 'left'} click at (${x}, ${y}) was never reported`);
  }
}

export interface View {
  longitude: number;
  latitude: number;
  zoom: number;
}

/** Web Mercator (512 px tiles, as deck.gl and MapLibre): the pixel of a coordinate in a north-up view. */
export function project(
  view: View,
  size: {width: number; height: number},
  longitude: number,
  latitude: number,
): [number, number] {
  const worldSize = 512 * 2 ** view.zoom;
  const mercator = (lng: number, lat: number): [number, number] => [
    ((lng + 180) / 360) * worldSize,
    ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * worldSize,
  ];
  const [cx, cy] = mercator(view.longitude, view.latitude);
  const [x, y] = mercator(longitude, latitude);
  return [size.width / 2 + x - cx, size.height / 2 + y - cy];
}

export const MAP_SIZE = {width: 480, height: 320};

/** The background colour of the offline MapLibre style `createMapLibreMap` uses. */
export const MAPLIBRE_BACKGROUND: Rgb = [0x20, 0x30, 0x40];

/** A loaded maplibre-gl map in `#map` with an offline style (a background colour only), kept as `testState.basemap`. */
export async function createMapLibreMap(page: Page, view: View): Promise<void> {
  await page.evaluate(async (view) => {
    const basemap = new window.maplibregl.Map({
      container: 'map',
      style: {
        version: 8,
        sources: {},
        layers: [{id: 'background', type: 'background', paint: {'background-color': '#203040'}}],
      },
      center: [view.longitude, view.latitude],
      zoom: view.zoom,
      attributionControl: false,
      fadeDuration: 0,
    });
    await new Promise((resolve) => basemap.once('load', resolve));
    window.testState = {basemap};
  }, view);
}
