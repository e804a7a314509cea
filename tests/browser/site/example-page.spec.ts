import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../support/origins';
import {storeFrameworkCookie} from '../support/framework';
import {shownCode} from '../support/runner';

const examplesDir = resolve(__dirname, '../../../examples');

// Software WebGL draws slowly on a loaded 2-core machine: room for the scripts and the first frame.
test.setTimeout(120_000);
test.use({viewport: {width: 800, height: 700}});

test.beforeEach(async ({page}) => {
  // Every frame records the messages it receives, on the window and on the MessagePort the page
  // hands the runner, so the test can read what the page sent it.
  await page.addInitScript(() => {
    const received: unknown[] = [];
    (window as unknown as {received: unknown[]}).received = received;
    window.addEventListener('message', (event) => {
      received.push(event.data);
      for (const port of event.ports) port.addEventListener('message', (portEvent) => received.push(portEvent.data));
    });
  });
});

test('the runner runs exactly the code the page shows', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.goto('/examples/example?name=basic-network');
  await expect(page.locator('[data-runner-status]')).toHaveAttribute('data-runner-status', 'drawn', {timeout: 90_000});
  const runner = page.frames().find((frame) => frame.url().endsWith('/runner/frame.html'));
  expect(runner).toBeDefined();
  const received = (
    await runner!.evaluate(() => (window as unknown as {received: {type: string; source?: string}[]}).received)
  ).filter((message) => message.type === 'run');
  expect(received).toHaveLength(1);
  const source = readFileSync(resolve(examplesDir, 'basic-network/react.tsx'), 'utf8');
  expect(received[0]!.source).toBe(source);
  expect((await shownCode(page)).trimEnd()).toBe(source.trimEnd());
});

test('the live map comes first, then the description, code, docs links and neighbours', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await page.goto('/examples/example?name=basic-network');
  const frame = page.locator('iframe[sandbox]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame).toHaveAttribute('title', /live JavaScript example/);
  const order = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const position = (selector: string) => [...main.querySelectorAll('*')].indexOf(main.querySelector(selector)!);
    return [
      position('iframe'),
      position('p[class*=description]'),
      position('pre'),
      position('nav[aria-label="Other examples"]'),
    ];
  });
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(page.getByRole('link', {name: 'Open in playground'})).toHaveAttribute(
    'href',
    '/playground?example=basic-network',
  );
  await expect(
    page.getByRole('list', {name: 'Documentation for this example'}).getByRole('link').first(),
  ).toHaveAttribute('href', '/docs/network-layer');
  await expect(page.getByRole('navigation', {name: 'Other examples'}).getByRole('link')).toHaveCount(2);
});

test('the frame follows the colour mode live', async ({page, context}) => {
  // Wide enough for the navbar's colour mode toggle.
  await page.setViewportSize({width: 1100, height: 800});
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await page.goto('/examples/example?name=basic-network');
  await expect(page.locator('[data-runner-status]')).toHaveAttribute('data-runner-status', 'drawn', {timeout: 90_000});
  const runner = page.frames().find((frame) => frame.url().endsWith('/runner/frame.html'))!;
  expect(await runner.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  while ((await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark') await toggle.click();
  await expect.poll(() => runner.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // The same frame, not a new run: the map stays and only its theme changes.
  expect(page.frames().filter((frame) => frame.url().endsWith('/runner/frame.html'))).toHaveLength(1);
});

test('an unknown example name shows "Example not found" with the gallery link', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.goto('/examples/example?name=no-such-example');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Example not found');
  await expect(page.getByRole('link', {name: 'gallery of examples'})).toHaveAttribute('href', '/examples/');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the page ignores runner messages that do not come from its frame', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await page.goto('/examples/example?name=basic-network');
  const status = page.locator('[data-runner-status]');
  await expect(status).toHaveAttribute('data-runner-status', 'drawn', {timeout: 90_000});
  await page.evaluate(() => {
    window.postMessage({type: 'error', phase: 'runtime', message: 'forged by the page'}, '*');
    const intruder = document.createElement('iframe');
    intruder.setAttribute('sandbox', 'allow-scripts');
    intruder.srcdoc =
      "<script>parent.postMessage({type: 'error', phase: 'runtime', message: 'forged by a frame'}, '*');</script>";
    document.body.append(intruder);
  });
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expect(status).toHaveAttribute('data-runner-status', 'drawn');
  await expect(page.getByText(/forged/)).toHaveCount(0);
});

test('the worker-analysis example runs betweenness in the sandboxed frame, in a worker and its helpers', async ({
  page,
  context,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/examples/example?name=worker-analysis');
  await expect(page.locator('[data-runner-status]')).toHaveAttribute('data-runner-status', 'drawn', {timeout: 90_000});
  const runner = page.frameLocator('iframe[sandbox]');
  await runner.getByRole('combobox', {name: 'Algorithm'}).selectOption('betweenness');
  await runner.getByRole('button', {name: 'Run in a worker'}).click();
  await expect(runner.getByText(/^betweenness of 3,000 nodes, [\d,]+ links: [\d.]+ s\.$/)).toBeVisible({
    timeout: 60_000,
  });
  // The analysis worker starts from a blob: URL of /sdk/worker.js (the frame's origin is opaque),
  // then one betweenness helper per core (at most 8) from the same URL.
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  expect(workers).toHaveLength(1 + Math.min(cores, 8));
  expect(workers.every((url) => url.startsWith('blob:'))).toBe(true);
});

test('a long or direction-reversing name from the address is quoted short and in its own order', async ({
  page,
  context,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const name = `\u202Eelpmaxe-${'x'.repeat(5000)}`;
  await page.goto(`/examples/example?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Example not found');
  const sentence = page.locator('main p').filter({hasText: 'There is no example named'});
  await expect(sentence).toContainText('“elpmaxe-xxx');
  const text = await sentence.innerText();
  expect(text.length).toBeLessThan(200);
  expect(text).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
});
