import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {DEMO_IDS} from '../../spec-routes';

const LICENCE = /MapWeave is proprietary: the download includes a 30-day evaluation licence/;
const DATA_ORIGIN = 'Real places, ports and sea lanes from open data; invented people, vessels and events.';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
});

for (const path of ['/', '/download', '/docs/getting-started', '/try']) {
  test(`${path} states the licence in one sentence, with links to its text and to how to buy`, async ({page}) => {
    await page.goto(path);
    const note = page.locator('main p', {hasText: LICENCE});
    await expect(note).toHaveCount(1);
    await expect(note.getByRole('link', {name: 'how to buy a commercial licence'})).toHaveAttribute(
      'href',
      '/licence#commercial-licence',
    );
    await note.getByRole('link', {name: 'evaluation licence text'}).click();
    await expect(page).toHaveURL(/\/licence$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('MapWeave licence');
  });
}

test('the licence page shows the LICENSE the tarball ships, word for word, and how to buy', async ({page}) => {
  const shipped = readFileSync(resolve(__dirname, '../../../packages/mapweave/LICENSE'), 'utf8');
  const tarball = readdirSync(resolve(__dirname, '../../../build/downloads')).find((name) => name.endsWith('.tgz'));
  expect(tarball).toBeDefined();
  const inTarball = execFileSync(
    'tar',
    ['-xzOf', resolve(__dirname, '../../../build/downloads', tarball!), 'package/LICENSE'],
    {
      encoding: 'utf8',
    },
  );
  expect(inTarball).toBe(shipped);

  await page.goto('/licence');
  expect(await page.getByLabel('The evaluation licence text').textContent()).toBe(shipped.trimEnd());
  const buy = page.locator('#commercial-licence ~ *');
  await expect(buy.getByRole('link', {name: 'obfuscation requirements'}).first()).toHaveAttribute(
    'href',
    '/docs/obfuscation-requirements',
  );
  await expect(buy.getByRole('link', {name: 'support@mapweave.example'}).first()).toHaveAttribute(
    'href',
    'mailto:support@mapweave.example',
  );
});

test('every link to the licence says what it opens', async ({page}) => {
  for (const path of ['/', '/docs/getting-started', '/content-terms']) {
    await page.goto(path);
    for (const link of await page
      .locator('main a[href^="/licence"], main a[href="/docs/obfuscation-requirements"]')
      .all()) {
      const name = (await link.textContent())!.toLowerCase();
      const href = (await link.getAttribute('href'))!;
      if (href.startsWith('/licence')) expect(name, `${path}: ${href}`).toMatch(/licence/);
      else expect(name, `${path}: ${href}`).toMatch(/obfuscation/);
    }
  }
});

test('the home page and every demo page say the same about the data', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="demos"]')).toContainText(DATA_ORIGIN);
  for (const id of DEMO_IDS) {
    await page.goto(`/demos/${id}`);
    await expect(page.getByRole('main').getByText(DATA_ORIGIN, {exact: true})).toBeVisible();
  }
});
