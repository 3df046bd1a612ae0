import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as axe tags it (issue 16). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * One line per violation on the page as it is now: the rule and the first elements it names.
 * `contrast: false` leaves out colour contrast, axe's costliest rule, where the same page was just
 * checked at another width: no colour changes with the width (decision 135).
 */
export async function axeViolations(page: Page, { contrast = true } = {}): Promise<string[]> {
  // Only violations are read: axe then skips building selectors for every passing node, much of
  // its time on a large page. `options` replaces what `withTags` sets, so it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcagTags);
  const { violations } = await (contrast ? builder : builder.disableRules(['color-contrast'])).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
