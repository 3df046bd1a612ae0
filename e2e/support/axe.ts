import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 AA as axe tags it (issue 16). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeRun = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * One line per violation on the page as it is now: the rule and the first elements it names.
 * `contrast: false` leaves out colour contrast, axe's costliest rule, where the same page was just
 * checked at another width: no colour changes with the width (decision 135).
 *
 * axe runs in the page itself, injected once a document: `@axe-core/playwright` opened a blank
 * page for every check to merge the frames' results (our pages have no frames), which cost more
 * than the check (decision 136).
 */
export async function axeViolations(page: Page, { contrast = true } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only violations are read: axe then skips building selectors for every passing node.
  const options: RunOptions = {
    iframes: false,
    runOnly: { type: 'tag', values: wcagTags },
    resultTypes: ['violations'],
    rules: contrast ? {} : { 'color-contrast': { enabled: false } },
  };
  const { violations } = await page.evaluate(
    (runOptions) => (window as unknown as { axe: AxeRun }).axe.run(document, runOptions),
    options,
  );
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
