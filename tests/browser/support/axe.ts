import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Runs axe on the page and describes each offending element: rule, impact, selector, why. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ` +
        `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}
