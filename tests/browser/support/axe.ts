import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rules whose outcome depends on colours, so the only ones a colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page (all rules, or only `rules`) and describes each offending element:
 * rule, impact, selector, why.
 */
export async function accessibilityViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({page});
  const {violations} = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ` +
        `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}
