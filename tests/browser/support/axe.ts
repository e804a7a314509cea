import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rules whose outcome depends on colours, so the only ones a colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeScope {
  /** Only these rules (default: every rule axe enables by default). */
  rules?: string[];
  /** Only this part of the page (CSS selector; default: the whole page). */
  include?: string;
}

/**
 * Runs axe on the page and describes each offending element: rule, impact, selector, why.
 */
export async function accessibilityViolations(
  page: Page,
  {rules, include}: AxeScope = {},
): Promise<string[]> {
  let builder = new AxeBuilder({page});
  if (rules) builder = builder.withRules(rules);
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ` +
        `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}
