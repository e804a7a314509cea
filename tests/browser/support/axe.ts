import axe from 'axe-core';
import {expect, type Frame, type Page} from '@playwright/test';

/** The rules whose outcome depends on colours, so the only ones a colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeScope {
  /** Only these rules (default: every rule axe enables by default). */
  rules?: string[];
  /** Only this part of the page (CSS selector; default: the whole page and every frame in it). */
  include?: string;
}

/**
 * Rules that axe decides for the whole page, frames included (the page passes when one of its
 * documents does). Run in a frame's own document they would ask the frame, such as the runner's
 * sandboxed map, for a main landmark and a level-one heading of its own, and fail the playground
 * whenever its frame had loaded before the check.
 */
const WHOLE_PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'bypass'];

interface FrameViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]; failureSummary?: string}[];
}

/**
 * Runs axe in one frame. axe is injected once per document and run there directly: about a
 * second faster per call than @axe-core/playwright's runPartial/finishRun round trip, which
 * counts when every route is checked twice.
 */
function violationsInFrame(frame: Frame, {rules, include}: AxeScope): Promise<FrameViolation[]> {
  const inMainFrame = frame === frame.page().mainFrame();
  const skipped = inMainFrame ? [] : WHOLE_PAGE_RULES;
  return frame.evaluate(
    async ({source, rules, include, skipped, inMainFrame}) => {
      const scope = window as unknown as {axe?: typeof import('axe-core')};
      if (!scope.axe) (0, eval)(source);
      // Frames are checked one by one by the caller, so axe never waits on a frame it cannot reach.
      const results = await scope.axe!.run(include ? {include: [include]} : document, {
        iframes: false,
        // axe fetches the style sheets it cannot read (its CSSOM preload): in the runner's frame,
        // whose opaque origin reads none, that request is axe's own, and the frame's policy
        // blocks it and logs an error once the program has started.
        preload: inMainFrame,
        resultTypes: ['violations'],
        ...(rules ? {runOnly: {type: 'rule', values: rules}} : {}),
        rules: Object.fromEntries(skipped.map((id) => [id, {enabled: false}])),
      });
      return results.violations.map(({id, impact, help, nodes}) => ({
        id,
        impact: impact ?? null,
        help,
        nodes: nodes.map((node) => ({target: node.target.map(String), failureSummary: node.failureSummary})),
      }));
    },
    {source: axe.source, rules, include, skipped, inMainFrame},
  );
}

/**
 * Runs axe on the page, and on every frame in it unless `include` narrows it to part of the
 * page, and describes each offending element: rule, impact, frame and selector, why.
 */
export async function accessibilityViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const frames = scope.include ? [page.mainFrame()] : page.frames().filter((frame) => !frame.isDetached());
  const described: string[] = [];
  for (const frame of frames) described.push(...(await frameAccessibilityViolations(frame, scope)));
  return described;
}

/** Runs axe in one frame of a page (its main frame or one of its frames) and describes each offending element. */
export async function frameAccessibilityViolations(frame: Frame, scope: AxeScope = {}): Promise<string[]> {
  const where = frame === frame.page().mainFrame() ? '' : `frame ${new URL(frame.url()).pathname} › `;
  return (await violationsInFrame(frame, scope)).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ` +
        `${where}${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/**
 * Checks a page opened in light mode (emulated system scheme, no mode chosen) with every rule,
 * then switches the system scheme to dark (the site follows it live, code highlighting
 * included) and checks the rules that depend on colours.
 */
export async function expectAccessibleInBothModes(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-has-hydrated', 'true');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect.soft(await accessibilityViolations(page), 'light mode').toEqual([]);
  // Colours must be checked once settled: Infima's transitions would show axe in-between values.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await page.emulateMedia({colorScheme: 'dark'});
  // A page drawing a large map in software WebGL can hold its main thread for seconds at a time.
  await expect(html).toHaveAttribute('data-theme', 'dark', {timeout: 30_000});
  expect.soft(await accessibilityViolations(page, {rules: COLOUR_RULES}), 'dark mode').toEqual([]);
}
