import {expect, test, type Page} from '@playwright/test';
import {SITE_ORIGIN, TEST_BUILD_ORIGIN} from '../support/origins';

// The runner runs a program only inside <iframe sandbox="allow-scripts"> (an opaque origin)
// and only for its parent. Framed any other way it would run the program with the site's
// origin: its cookies, storage and /selected-project-info.

const FRAME_URL = `${SITE_ORIGIN}/runner/frame.html`;
/** What Chromium shows in a frame whose page refused to be framed there. */
const REFUSED_FRAME_URL = 'chrome-error://chromewebdata/';
const PROGRAM =
  "console.log('ran');\ntry {\n  localStorage.setItem('runner_marker', document.cookie || 'ran');\n} catch {}\n";

/**
 * Puts the runner frame into the page, with or without the sandbox, connects to it on load as the
 * site's Runner does (a port handed over once), sends it PROGRAM on `ready` and, on load, also
 * straight to its window (which a runner must ignore), and records what it sends either way.
 */
async function embedAndRun(page: Page, id: string, sandboxed: boolean): Promise<void> {
  await page.evaluate(
    ({id, src, sandboxed, source}) => {
      const frame = document.createElement('iframe');
      frame.id = id;
      if (sandboxed) frame.setAttribute('sandbox', 'allow-scripts');
      const recorded: unknown[] = [];
      (window as unknown as Record<string, unknown>)[id] = recorded;
      const run = {type: 'run', framework: 'javascript', source, colorMode: 'light'};
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => {
        recorded.push(event.data);
        if ((event.data as {type?: string}).type === 'ready') channel.port1.postMessage(run);
      };
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow) recorded.push(event.data);
      });
      frame.addEventListener('load', () => {
        frame.contentWindow?.postMessage(run, '*');
        frame.contentWindow?.postMessage({type: 'connect'}, '*', [channel.port2]);
      });
      frame.src = src;
      document.body.append(frame);
    },
    {id, src: FRAME_URL, sandboxed, source: PROGRAM},
  );
}

function recorded(page: Page, id: string): Promise<{type: string; text?: string}[]> {
  return page.evaluate((id) => (window as unknown as Record<string, {type: string}[]>)[id] ?? [], id);
}

function marker(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('runner_marker'));
}

// The test build's origin stands for another site.
test('another site cannot frame the runner: the host refuses, sandbox or not', async ({page}) => {
  await page.goto(`${TEST_BUILD_ORIGIN}/examples/`);
  await embedAndRun(page, 'plain', false);
  await embedAndRun(page, 'sandboxed', true);
  // A refused frame holds the browser's error page: no runner to run anything in.
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toEqual([page.url(), REFUSED_FRAME_URL, REFUSED_FRAME_URL]);
  expect(await recorded(page, 'plain')).toEqual([]);
  expect(await recorded(page, 'sandboxed')).toEqual([]);
  expect(await marker(page)).toBeNull();
  await page.goto('/examples/');
  expect(await marker(page)).toBeNull();
});

// The headers keep other sites out (above); the frame's own check is what is left on a host
// that does not send them, and for the site's own pages, which the headers let in.
test('framed without the sandbox, even by the site itself, the runner runs nothing', async ({page}) => {
  // Two frames load the runner's scripts at once: slow on a loaded two-core machine.
  test.setTimeout(90_000);
  await page.goto('/examples/');
  await embedAndRun(page, 'plain', false);
  await embedAndRun(page, 'sandboxed', true);
  // The sandboxed frame runs the same program in the same page: once it is done, so would the other be.
  await expect.poll(() => recorded(page, 'sandboxed'), {timeout: 60_000}).toContainEqual({type: 'done'});
  expect((await recorded(page, 'sandboxed')).filter((message) => message.type === 'console')).toEqual([
    {type: 'console', level: 'log', text: 'ran'},
  ]);
  expect(await recorded(page, 'plain')).toEqual([]);
  expect(await marker(page)).toBeNull();
});

test('opened as a page of its own, the runner runs nothing, even what it posts to itself', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto(FRAME_URL);
  await expect.poll(() => warnings).toContainEqual(expect.stringContaining('runs programs only in <iframe sandbox'));
  await page.evaluate(
    (source) => window.postMessage({type: 'run', framework: 'javascript', source, colorMode: 'light'}, '*'),
    PROGRAM,
  );
  // A program without imports runs within the message's task: a later task sees its effect.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(warnings).not.toContain('ran');
  expect(await marker(page)).toBeNull();
});
