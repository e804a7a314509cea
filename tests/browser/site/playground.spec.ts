import {expect, test, type Page} from '@playwright/test';

import {encodeSharedProgram} from '../../../src/lib/shared-program';
import {PROJECT_INFO_PATH} from '../../../src/lib/project-info';
import {expectAccessibleInBothModes} from '../support/axe';
import {frameworkCookie, storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {refuseStorage} from '../support/storage';
import {collectPageErrors, collectWarnings} from '../support/page-watch';
import {colourAt, screenshotPixels} from '../support/runner';

// Wide enough for the side-by-side layout (from 996 px), short to keep software WebGL's frames small.
test.use({viewport: {width: 1000, height: 640}});
// The runner and TypeScript start in every test; on a shared two-core machine that takes a while.
test.setTimeout(120_000);

test.beforeEach(async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await page.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {email: 'ada@example.com'}}));
});

/** A one-node map: the node covers the middle of the frame in the given colour. */
function oneNodeProgram(colour: string): string {
  return [
    "import { MapWeave, NetworkLayer, StandaloneAdapter } from 'mapweave';",
    '',
    'new MapWeave({',
    "  container: 'map',",
    '  adapter: new StandaloneAdapter(),',
    '  view: { longitude: 0, latitude: 0, zoom: 1 },',
    "  layers: [new NetworkLayer({ id: 'dot', data: { a: { type: 'node', latitude: 0, longitude: 0, size: 80, color: '" +
      colour +
      "' } } })],",
    '});',
    `console.log('drew ${colour}');`,
    '',
  ].join('\n');
}

const editorContent = (page: Page) => page.locator('.cm-content');
const consoleLog = (page: Page) => page.getByRole('log', {name: 'Console'});

async function waitForEditor(page: Page): Promise<void> {
  // Generous: after a test with TypeScript and WebGL, the shared machine can be slow to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await expect(editorContent(page)).toBeVisible({timeout: 30_000});
}

async function openPlayground(page: Page, path = '/playground'): Promise<void> {
  await page.goto(path);
  await waitForEditor(page);
}

/** Opens the playground on a small program (through a shared link), not on a whole example's map. */
async function openWithCode(page: Page, code: string): Promise<void> {
  await openPlayground(page, `/playground${await encodeSharedProgram({framework: 'javascript', example: null, code})}`);
  await expect(editorContent(page)).toContainText(code.split('\n')[0]!);
}

const QUIET = "console.log('quiet start');\n";

/** Replaces the editor's text the way a paste does. */
async function setCode(page: Page, code: string): Promise<void> {
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function waitForTypes(page: Page): Promise<void> {
  await expect(page.locator('[data-types-state="ready"]')).toHaveText('Type checking on', {timeout: 90_000});
}

/** The colour at the middle of the preview, read from a screenshot (of both frames' box while a run replaces another). */
async function middleColour(page: Page): Promise<[number, number, number]> {
  const pixels = await screenshotPixels(page, 'iframe[sandbox] >> nth=0');
  return colourAt(pixels, Math.floor(pixels.width / 2), Math.floor(pixels.height / 2));
}

const reddish = ([r, g, b]: [number, number, number]) => r > 150 && g < 90 && b < 90;
const bluish = ([r, g, b]: [number, number, number]) => b > 150 && r < 90 && g < 90;

test('editing the code changes the map, run on pause', async ({page}) => {
  const errors = collectPageErrors(page);
  await openPlayground(page);
  await setCode(page, oneNodeProgram('#ff0000'));
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(consoleLog(page)).toContainText('drew #ff0000', {timeout: 60_000});
  await expect.poll(async () => reddish(await middleColour(page)), {timeout: 60_000}).toBe(true);

  // No click: the checkbox "Run when I pause typing" is on by default.
  await expect(page.getByRole('checkbox', {name: 'Run when I pause typing'})).toBeChecked();
  await setCode(page, oneNodeProgram('#0000ff'));
  await expect(consoleLog(page)).toContainText('drew #0000ff', {timeout: 60_000});
  await expect.poll(async () => bluish(await middleColour(page)), {timeout: 60_000}).toBe(true);
  expect(errors).toEqual([]);
});

test('a type error in the code is underlined, with TypeScript’s message on hover', async ({page}) => {
  await openWithCode(page, QUIET);
  await waitForTypes(page);
  await setCode(page, "import { NetworkLayer } from 'mapweave';\n\nnew NetworkLayer({ id: 42, data: {} });\n");
  const underline = page.locator('.cm-lintRange-error');
  await expect(underline).toHaveCount(1, {timeout: 30_000});
  await expect(underline).toHaveText('id');
  await underline.hover();
  await expect(page.locator('.cm-tooltip')).toContainText("Type 'number' is not assignable to type 'string'");

  // Fixing it removes the underline.
  await setCode(page, "import { NetworkLayer } from 'mapweave';\n\nnew NetworkLayer({ id: 'ok', data: {} });\n");
  await expect(underline).toHaveCount(0, {timeout: 30_000});
});

test('completion offers the SDK’s names from its own typings', async ({page}) => {
  await openWithCode(page, QUIET);
  await waitForTypes(page);
  await setCode(
    page,
    "import { StandaloneAdapter } from 'mapweave';\nconst adapter = new StandaloneAdapter();\nadapter.",
  );
  await page.keyboard.press('Control+Space');
  const options = page.locator('.cm-tooltip-autocomplete');
  await expect(options).toBeVisible({timeout: 30_000});
  await expect(options).toContainText('setTheme');
});

test('a shared link opens the same code, and a broken one says so', async ({page, browser}) => {
  // Three page loads and two programs: the longest test here.
  test.setTimeout(240_000);
  await openWithCode(page, QUIET);
  const code = `${oneNodeProgram('#00aa00')}// shared on purpose: ✓ ünïcode\n`;
  await setCode(page, code);
  await page.getByRole('button', {name: 'Share'}).click();
  const link = page.getByRole('textbox', {name: /Link to this code/});
  await expect(link).toHaveValue(/\/playground#code=[A-Za-z0-9_-]+$/);
  const url = await link.inputValue();

  // Another reader: a browser without this one's draft.
  const otherContext = await browser.newContext();
  await storeFrameworkCookie(otherContext, SITE_ORIGIN, 'javascript');
  const other = await otherContext.newPage();
  await other.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {email: 'ada@example.com'}}));
  await other.goto(url);
  await expect(other.locator('.cm-content')).toContainText('shared on purpose: ✓ ünïcode', {timeout: 30_000});
  await expect(other.getByText('This code comes from a shared link.')).toBeVisible();
  // The address keeps naming the program, so a reload or a copy of it opens the same code.
  await expect(other).toHaveURL(url);
  await expect(other.getByRole('log', {name: 'Console'})).toContainText('drew #00aa00', {timeout: 60_000});

  // A link pasted into the address bar of an open playground changes only the hash.
  await setCode(page, "console.log('replaced by the link');\n");
  await expect(page).not.toHaveURL(url);
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, new URL(url).hash);
  await expect(editorContent(page)).toContainText('shared on purpose: ✓ ünïcode');
  await expect(page).toHaveURL(url);

  const errors = collectPageErrors(other);
  await other.evaluate(() => {
    window.location.hash = 'code=abc$not-a-link';
  });
  await expect(other.getByRole('alert')).toContainText('This shared link is damaged or cut short');
  await expect(other.getByRole('alert')).toContainText('The code in the editor was kept.');
  await expect(other.locator('.cm-content')).toContainText('shared on purpose');
  // The broken hash gives way to the address of the code that was kept.
  await expect(other).toHaveURL(url);

  await other.goto('about:blank');
  await other.goto(`${SITE_ORIGIN}/playground#code=abc$not-a-link`);
  await expect(other.getByRole('alert')).toContainText('This shared link is damaged or cut short', {timeout: 30_000});
  await other.locator('.cm-content').click();
  await other.keyboard.insertText('// still editable\n');
  await expect(other.locator('.cm-content')).toContainText('// still editable');
  expect(errors).toEqual([]);
  await otherContext.close();
});

test('a shared link sets the reader’s draft aside, through a reload and a second link, to restore with the keyboard', async ({
  page,
}) => {
  await openPlayground(page);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  const mine = "console.log('my own draft');\n";
  await setCode(page, mine);
  const recent = page.getByText(/^Recent drafts \(\d+\)$/);
  await expect(recent).toHaveCount(0);

  // A link opened in a fresh page load of the same tab.
  const first = await encodeSharedProgram({
    framework: 'javascript',
    example: null,
    code: "console.log('first link');\n",
  });
  await page.goto('about:blank');
  await openPlayground(page, `/playground${first}`);
  await expect(editorContent(page)).toContainText('first link');
  await expect(page.getByText('Your draft was kept')).toBeVisible();
  await expect(recent).toHaveText('Recent drafts (1)');

  await page.reload();
  await waitForEditor(page);
  await expect(editorContent(page)).toContainText('first link');
  await expect(recent).toHaveText('Recent drafts (1)');
  await expectAccessibleInBothModes(page);

  // A second link, into the open page: an unedited link is not set aside, the reader's draft stays.
  const second = await encodeSharedProgram({
    framework: 'react',
    example: null,
    code: 'export default function App() {\n  return <p>second link</p>;\n}\n',
  });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, second);
  await expect(editorContent(page)).toContainText('second link');
  await expect(recent).toHaveText('Recent drafts (1)');

  await recent.focus();
  await page.keyboard.press('Enter');
  const restore = page.getByRole('button', {name: /^Restore .*my own draft/});
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(editorContent(page)).toContainText('my own draft');
  await expect(page.getByRole('combobox', {name: 'Framework'})).toHaveValue('javascript');

  // Reload once the address names the restored draft (a reload in the same instant as the
  // address changes can reach the browser with the address before). The second link names no
  // example, the restored draft does; read in the page, as page.url() can lag behind it.
  await expect
    .poll(() => page.evaluate(() => window.location.search + window.location.hash))
    .toMatch(/^\?example=[\w-]+#code=/);
  await page.reload();
  await waitForEditor(page);
  await expect(editorContent(page)).toContainText('my own draft');
});

test('two tabs keep a draft each; recent drafts, newest first, survive a reload and are restored or deleted', async ({
  page,
  context,
}) => {
  const typeFirstLine = async (tab: Page, line: string) => {
    await editorContent(tab).click();
    await tab.keyboard.press('ControlOrMeta+Home');
    await tab.keyboard.type(`${line}\n`);
    await expect(tab).toHaveURL(/#code=/);
  };
  await openPlayground(page);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await typeFirstLine(page, '// draft A');

  const other = await context.newPage();
  await openPlayground(other, '/playground?example=time-bar');
  await other.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await typeFirstLine(other, '// draft B');

  await page.reload();
  await waitForEditor(page);
  await expect(editorContent(page)).toContainText('// draft A');
  await expect(editorContent(page)).not.toContainText('// draft B');

  // Another example in the first tab sets draft A aside; draft B is the other tab's.
  await page.goto('about:blank');
  await openPlayground(page, '/playground?example=basic-network');
  await expect(page.getByText('Your draft was kept')).toBeVisible();
  await page.reload();
  await waitForEditor(page);
  await page.getByText('Recent drafts (2)').click();
  const restoreButtons = page.getByRole('button', {name: /^Restore “/});
  await expect(restoreButtons).toHaveCount(2);
  const labels = await restoreButtons.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')),
  );
  expect(labels[0]).toContain('// draft A');
  expect(labels[1]).toContain('// draft B');

  await restoreButtons.first().click();
  await expect(editorContent(page)).toContainText('// draft A');
  await page.getByRole('button', {name: /^Delete .*draft A/}).click();
  await expect(page.getByText('Recent drafts (1)')).toBeVisible();

  await other.reload();
  await waitForEditor(other);
  await expect(editorContent(other)).toContainText('// draft B');
  await other.close();
});

test('compile and runtime errors show their line, and a click goes there', async ({page}) => {
  await openWithCode(page, QUIET);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  const run = page.getByRole('button', {name: 'Run', exact: true});

  await setCode(page, "console.log('before');\n\nconst broken = ;\n");
  await run.click();
  const compileError = consoleLog(page).locator('[data-error-phase="compile"]');
  await expect(compileError).toContainText('Line 3', {timeout: 60_000});
  await compileError.getByRole('button', {name: /^Line 3/}).click();
  await expect(page.locator('.cm-activeLine')).toHaveText('const broken = ;');
  await expect(editorContent(page)).toBeFocused();

  await setCode(
    page,
    "console.log('before');\nconst list: number[] = [];\nlist.forEach(() => {});\nthrow new Error('boom on line four');\n",
  );
  await run.click();
  const runtimeError = consoleLog(page).locator('[data-error-phase="runtime"]');
  await expect(runtimeError).toContainText('boom on line four', {timeout: 60_000});
  await expect(runtimeError).toContainText('Line 4');
  await expect(consoleLog(page)).toContainText('before');
});

test('errors from later, from the SDK and from an endless async loop reach the console with their lines', async ({
  page,
}) => {
  await openWithCode(
    page,
    `import { NetworkLayer } from 'mapweave';
setTimeout(() => new NetworkLayer({ id: 'n', data: { l: { type: 'link', id1: 'a', id2: 'b' } } }), 10);
async function main() {
  await null;
  while (true) {}
}
main();
`,
  );
  const errors = consoleLog(page).locator('[data-error-phase="runtime"]');
  await expect(errors.filter({hasText: 'endless loop'})).toContainText('Line 5', {timeout: 60_000});
  await expect(errors.filter({hasText: /MapWeaveError \[[A-Z_]+\]/})).toContainText('Line 2');
  await expect(consoleLog(page)).not.toContainText('Script error');
  await expect(page.locator('[data-runner-status]')).not.toHaveText('Running…');
});

test('an endless loop can be stopped and the editor stays usable', async ({page}) => {
  await openWithCode(page, QUIET);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await setCode(page, "console.log('looping');\nwhile (true) {}\n");
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(consoleLog(page)).toContainText('looping', {timeout: 60_000});

  await page.getByRole('button', {name: 'Stop'}).click();
  await expect(page.locator('iframe[sandbox]')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Stop'})).toBeDisabled();
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('// after the loop');
  await expect(editorContent(page)).toContainText('// after the loop');
});

test('a program that floods the console cannot freeze the playground, and a later visit does not run it again', async ({
  page,
  context,
}) => {
  const flood = 'setInterval(() => {\n  for (let i = 0; i < 100; i++) console.log(i);\n}, 0);\n';
  await openWithCode(page, flood);
  await expect(consoleLog(page)).toContainText(/\d+ lines dropped: the program logs faster/, {timeout: 60_000});
  // The page still takes the reader's input: a checkbox toggles, Stop ends the run.
  const runOnPause = page.getByRole('checkbox', {name: 'Run when I pause typing'});
  await runOnPause.uncheck({timeout: 15_000});
  await expect(runOnPause).not.toBeChecked({timeout: 15_000});
  await page.getByRole('button', {name: 'Stop'}).click({timeout: 15_000});
  await expect(page.locator('iframe[sandbox]')).toHaveCount(0, {timeout: 15_000});
  expect(await consoleLog(page).locator('li').count()).toBeLessThanOrEqual(200);

  // A new tab: the draft is restored, not run, and says why.
  const later = await context.newPage();
  await openPlayground(later);
  await expect(editorContent(later)).toContainText('console.log(i)');
  await expect(later.getByText('Your draft did not run on opening')).toBeVisible();
  await expect(later.locator('[data-runner-status="stopped"]')).toHaveCount(1);
  await expect(later.locator('iframe[sandbox]')).toHaveCount(0);
  await later.close();
});

test('the draft, its framework and run-on-pause survive a reload; Reset restores the example', async ({
  page,
  context,
}) => {
  await openPlayground(page);
  const example = page.getByRole('combobox', {name: 'Example'});
  const exampleTitle = await example.locator('option:checked').innerText();
  await page.getByRole('combobox', {name: 'Framework'}).selectOption('react');
  expect(await frameworkCookie(context)).toMatchObject({value: 'react'});
  await expect(editorContent(page)).toContainText("from 'mapweave/react'");
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await setCode(page, 'export default function App() {\n  return <p>kept across reloads</p>;\n}\n');

  await expect(page).toHaveURL(/#code=/);
  await page.reload();
  await waitForEditor(page);
  await expect(editorContent(page)).toContainText('kept across reloads');
  await expect(page.getByRole('combobox', {name: 'Framework'})).toHaveValue('react');
  await expect(page.getByRole('checkbox', {name: 'Run when I pause typing'})).not.toBeChecked();
  await expect(example.locator('option:checked')).toHaveText(exampleTitle);

  await page.getByRole('button', {name: 'Reset'}).click();
  const dialog = page.getByRole('alertdialog', {name: `Discard your edits to “${exampleTitle}”?`});
  await dialog.getByRole('button', {name: 'Discard edits'}).click();
  await expect(dialog).toHaveCount(0);
  await expect(editorContent(page)).toContainText("from 'mapweave/react'");
  await expect(page.getByRole('button', {name: 'Reset'})).toBeDisabled();
});

test('an example chosen from the list or asked for by ?example= opens with its code', async ({page}) => {
  await openPlayground(page);
  const example = page.getByRole('combobox', {name: 'Example'});
  const values = await example
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThanOrEqual(2);
  const second = values[1]!;
  await example.selectOption(second);
  await expect(editorContent(page)).toContainText("from 'mapweave'");

  await expect(page).toHaveURL(`${SITE_ORIGIN}/playground?example=${second}`);

  await openPlayground(page, `/playground?example=${values[0]!}`);
  await expect(example).toHaveValue(values[0]!);
  await expect(page).toHaveURL(`${SITE_ORIGIN}/playground?example=${values[0]!}`);

  await openPlayground(page, '/playground?example=no-such-example');
  await expect(page.getByText('There is no example named “no-such-example”')).toBeVisible();
});

test('the split between editor and preview moves with the keyboard', async ({page}) => {
  await openWithCode(page, QUIET);
  const separator = page.getByRole('separator', {name: 'Resize the editor and the preview'});
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
  const before = (await page.locator('#playground-editor').boundingBox())!.width;
  await separator.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', '40');
  expect((await page.locator('#playground-editor').boundingBox())!.width).toBeLessThan(before - 50);
  await page.keyboard.press('Enter');
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
});

test('without storage the playground works after one warning', async ({page}) => {
  await refuseStorage(page);
  const warnings = collectWarnings(page);
  const errors = collectPageErrors(page);
  await openWithCode(page, QUIET);
  await expect(consoleLog(page)).toContainText('quiet start', {timeout: 60_000});
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await setCode(page, oneNodeProgram('#ff0000'));
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(consoleLog(page)).toContainText('drew #ff0000', {timeout: 60_000});
  await page.getByRole('combobox', {name: 'Framework'}).selectOption('react');
  await expect(editorContent(page)).toContainText("from 'mapweave/react'");
  expect(errors).toEqual([]);
  // Chromium's own notes about the software GL driver are not the page's warnings.
  const pageWarnings = warnings.filter((warning) => !warning.includes('GL Driver Message'));
  expect(pageWarnings).toHaveLength(1);
  expect(pageWarnings[0]).toMatch(/storage/i);
});

test('axe finds nothing on the working playground, light and dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await openWithCode(page, QUIET);
  await waitForTypes(page);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await setCode(page, "console.log('hello');\nthrow new Error('boom');\n");
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(consoleLog(page).locator('[data-error-phase="runtime"]')).toBeVisible({timeout: 60_000});
  await page.getByRole('button', {name: 'Share'}).click();
  await expect(page.getByRole('textbox', {name: /Link to this code/})).toBeVisible();
  await expectAccessibleInBothModes(page);
});

test('the editor and TypeScript load on the playground only', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('/playground-worker/'))
      scripts.push(request.url());
  });
  await gotoHydrated(page, '/docs/getting-started');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('/playground-worker/'))).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('.cm-editor'))).toBeNull();

  await openWithCode(page, QUIET);
  await waitForTypes(page);
  expect(scripts.filter((url) => url.includes('/playground-worker/ts-worker.'))).toHaveLength(1);
});

test('the address names what is open, so a reload or another browser opens the edited code', async ({
  page,
  browser,
}) => {
  await openPlayground(page);
  const example = page.getByRole('combobox', {name: 'Example'});
  const id = await example.inputValue();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/playground?example=${id}`);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  await setCode(page, "console.log('edited, then reloaded');\n");
  await expect(page).toHaveURL(new RegExp(`/playground\\?example=${id}#code=[A-Za-z0-9_-]+$`));
  const address = page.url();

  await page.reload();
  await waitForEditor(page);
  await expect(editorContent(page)).toContainText('edited, then reloaded');
  // The reader's own draft, as it was: not a shared link that pushed it aside.
  await expect(page.getByRole('button', {name: 'Restore your draft'})).toHaveCount(0);
  await expect(page.getByText('This code comes from a shared link.')).toHaveCount(0);
  await expect(example).toHaveValue(id);
  await expect(page).toHaveURL(address);

  const other = await browser.newContext();
  await storeFrameworkCookie(other, SITE_ORIGIN, 'javascript');
  const otherPage = await other.newPage();
  await otherPage.goto(address);
  await expect(otherPage.locator('.cm-content')).toContainText('edited, then reloaded', {timeout: 30_000});
  await expect(otherPage.getByRole('combobox', {name: 'Example'})).toHaveValue(id);
  await other.close();

  // Back to the example as it is: the address drops the code.
  await page.getByRole('button', {name: 'Reset'}).click();
  await page.getByRole('button', {name: 'Discard edits'}).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/playground?example=${id}`);
});

test('choosing another example asks before discarding edits; Escape or Keep editing keeps them', async ({page}) => {
  await openPlayground(page);
  const example = page.getByRole('combobox', {name: 'Example'});
  const [first, second] = await example
    .locator('option')
    .evaluateAll((options) => options.slice(0, 2).map((option) => (option as HTMLOptionElement).value));
  const [firstTitle, secondTitle] = await example
    .locator('option')
    .evaluateAll((options) => options.slice(0, 2).map((option) => option.textContent ?? ''));
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  const mine = "console.log('my work in progress');\n";
  await setCode(page, mine);

  const dialog = page.getByRole('alertdialog', {name: `Discard your edits to “${firstTitle}”?`});
  await example.selectOption(second!);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`“${secondTitle}” replaces the code in the editor`);
  await expect(dialog.getByRole('button', {name: 'Keep editing'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(editorContent(page)).toContainText('my work in progress');
  await expect(example).toHaveValue(first!);

  await example.selectOption(second!);
  await dialog.getByRole('button', {name: 'Keep editing'}).click();
  await expect(editorContent(page)).toContainText('my work in progress');
  await expect(example).toHaveValue(first!);

  await example.selectOption(second!);
  await expectAccessibleInBothModes(page);
  await dialog.getByRole('button', {name: 'Discard edits'}).click();
  await expect(editorContent(page)).not.toContainText('my work in progress');
  await expect(editorContent(page)).toContainText("from 'mapweave'");
  await expect(example).toHaveValue(second!);
  await expect(page).toHaveURL(`${SITE_ORIGIN}/playground?example=${second}`);
});

test('code that does not compile leaves the last good map on screen, with the error beside it', async ({page}) => {
  await openWithCode(page, oneNodeProgram('#ff0000'));
  await expect(consoleLog(page)).toContainText('drew #ff0000', {timeout: 60_000});
  await expect.poll(async () => reddish(await middleColour(page)), {timeout: 60_000}).toBe(true);

  // Run on pause, mid-edit: a line that does not parse yet.
  await editorContent(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('const half = ;\n');
  const status = page.locator('[data-runner-status="error"]');
  await expect(status).toContainText('Compile error', {timeout: 60_000});
  await expect(status).toContainText('The map is the last run that compiled.');
  await expect(consoleLog(page).locator('[data-error-phase="compile"]')).toContainText('Line 10');
  await expect(page.locator('iframe[sandbox]')).toHaveCount(1);
  expect(reddish(await middleColour(page))).toBe(true);

  // Fixed: the new program replaces it.
  await setCode(page, oneNodeProgram('#0000ff'));
  await expect(consoleLog(page)).toContainText('drew #0000ff', {timeout: 60_000});
  await expect.poll(async () => bluish(await middleColour(page)), {timeout: 60_000}).toBe(true);
  await expect(page.locator('iframe[sandbox]')).toHaveCount(1);
  await expect(page.locator('[data-runner-status]')).not.toContainText('Compile error');
});

test('long lines wrap inside the editor instead of running past its edge', async ({page}) => {
  await openWithCode(page, QUIET);
  const long = `console.log('${'a long line that keeps going '.repeat(12)}the end');\n`;
  await setCode(page, long);
  await expect(editorContent(page)).toContainText('the end');
  const fits = await page.locator('.cm-scroller').evaluate((scroller) => {
    const line = scroller.querySelector('.cm-line')!;
    const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
    return {
      noSideways: scroller.scrollWidth <= scroller.clientWidth,
      wrapped: line.getBoundingClientRect().height > 2 * lineHeight,
    };
  });
  expect(fits).toEqual({noSideways: true, wrapped: true});
});

test('the standalone view runs the program alone, under a strip saying where it comes from, from a link the playground opens', async ({
  page,
  context,
}) => {
  await openWithCode(page, QUIET);
  await page.getByRole('checkbox', {name: 'Run when I pause typing'}).uncheck();
  const link = page.getByRole('link', {name: 'Standalone view'});
  await expect(link).toHaveAttribute('href', /^\/playground\/view#code=[A-Za-z0-9_-]+$/);
  const quietLink = await link.getAttribute('href');
  await setCode(page, oneNodeProgram('#0000ff'));
  await expect(link).not.toHaveAttribute('href', quietLink!);
  await expect(link).toHaveAttribute('href', /^\/playground\/view#code=[A-Za-z0-9_-]+$/);
  const [view] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await view.setViewportSize({width: 480, height: 320});
  const frame = view.locator('iframe[sandbox="allow-scripts"]');
  await expect(frame).toBeVisible({timeout: 30_000});
  await expect(view.locator('[data-runner-status="drawn"]')).toHaveCount(1, {timeout: 60_000});
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(480);
  // The strip is above the frame, outside it: the program cannot draw over it.
  const strip = view.getByRole('note', {name: 'About this program'});
  await expect(strip).toContainText('This code comes from a shared link');
  const stripBox = (await strip.boundingBox())!;
  const frameBox = (await frame.boundingBox())!;
  expect(stripBox.y).toBe(0);
  expect(frameBox.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height);
  expect(frameBox.y + frameBox.height).toBe(320);
  const pixels = await screenshotPixels(view, 'iframe[sandbox]');
  expect(bluish(colourAt(pixels, Math.floor(pixels.width / 2), Math.floor(pixels.height / 2)))).toBe(true);
  await expect(view.getByRole('navigation')).toHaveCount(0);
  const edit = view.getByRole('link', {name: 'Edit in the playground'});
  await expect(edit).toHaveAttribute('href', /^\/playground#code=/);
  await view.close();
});

test('a standalone view of a broken or hostile address says what is wrong, as text', async ({page}) => {
  const errors = collectPageErrors(page);
  await gotoHydrated(page, '/playground/view#code=abc$not-a-link');
  await expect(page.getByRole('alert')).toContainText('This shared link is damaged or cut short');
  await expect(page.locator('iframe')).toHaveCount(0);

  const hostile = '<img src=x onerror="window.injected=1">';
  await page.goto('about:blank');
  await gotoHydrated(page, `/playground/view?example=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('alert')).toHaveText(`There is no example named “${hostile}”.`);
  expect(await page.evaluate(() => document.querySelectorAll('main img').length)).toBe(0);
  expect(await page.evaluate(() => (window as {injected?: number}).injected)).toBeUndefined();

  await page.goto('about:blank');
  await gotoHydrated(page, '/playground/view');
  await expect(page.getByRole('alert')).toContainText('This address names no program');
  await expect(page.getByRole('link', {name: 'Open the playground'})).toHaveAttribute('href', '/playground');
  expect(errors).toEqual([]);
});
