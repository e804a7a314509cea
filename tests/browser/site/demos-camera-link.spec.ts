import {expect, test, type Page} from '@playwright/test';

import {cameraInUrl as cameraOf, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

type Camera = NonNullable<ReturnType<typeof cameraOf>>;

/** A view inside each demo's zoom range, away from its default framing. */
const LINKS: Record<string, Camera> = {
  'cyber-threat-intelligence': {zoom: 3, latitude: 48.85, longitude: 2.35},
  'maritime-intelligence': {zoom: 6, latitude: 37.9, longitude: 23.6},
  'network-management': {zoom: 5, latitude: 50.5, longitude: 9.5},
  'osint-investigations': {zoom: 5, latitude: 52.5, longitude: 13.4},
  'pattern-of-life': {zoom: 12, latitude: 52.09, longitude: 5.12},
  'transport-supply-chain': {zoom: 4, latitude: 31.2, longitude: 121.5},
};

async function dragMap(page: Page, id: string, dx: number): Promise<void> {
  const box = (await page.locator(`[data-demo-map="${id}"]`).boundingBox())!;
  const [x, y] = [box.x + box.width * 0.6, box.y + box.height * 0.3];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, {steps: 8});
  await page.mouse.up();
}

// Desktop layout, where the map sits beside the panel; software WebGL on a shared CPU is slow.
test.use({viewport: {width: 1100, height: 640}});
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

for (const [id, link] of Object.entries(LINKS)) {
  test(`${id}: a link's camera opens the map there, and moving the map writes the new one`, async ({page}) => {
    const written = `${link.zoom}/${link.latitude}/${link.longitude}`;
    await page.goto(`/demos/${id}?map=${written}`);
    await waitForMapReady(page, id);
    expect(cameraOf(page.url())).toEqual(link);

    // Dragging the map left moves the view east at the link's zoom and latitude: the link's camera
    // was shown, not the demo's own framing.
    await dragMap(page, id, -80);
    await expect.poll(() => cameraOf(page.url())?.longitude, {timeout: 30_000}).toBeGreaterThan(link.longitude);
    const moved = cameraOf(page.url())!;
    expect(moved.zoom).toBe(link.zoom);
    expect(moved.latitude).toBeCloseTo(link.latitude, 1);
    expect(moved.longitude - link.longitude).toBeLessThan(90 / 2 ** link.zoom);
  });
}

test('a malformed camera is named in the note and the demo frames its data', async ({page}) => {
  await page.goto('/demos/maritime-intelligence?map=99/abc');
  await waitForMapReady(page, 'maritime-intelligence');
  await expect(page.getByRole('status').filter({hasText: 'cannot use (map)'})).toBeVisible();
});

test('Show zooms to the flagged meeting', async ({page}) => {
  await page.goto('/demos/maritime-intelligence');
  await waitForMapReady(page, 'maritime-intelligence');
  await page
    .getByRole('button', {name: /^Show the meeting of/})
    .first()
    .click();
  await expect.poll(() => cameraOf(page.url())?.zoom ?? 0, {timeout: 30_000}).toBeGreaterThanOrEqual(8);
});
