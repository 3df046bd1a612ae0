import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { fitsTheWidth } from './care-log';
import { englishOn } from './english-on-page';
import { enterGroup, type PageGroup } from './every-page';

/**
 * Every page of every area, the centre page's and report's tabs and the "not available yet"
 * routes included: nothing scrolls sideways on a 360 px phone, and axe finds no WCAG 2.2 AA
 * violation at 360 px or at 1280 px (issue 16). One visit per page serves all three checks.
 */
export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };

type Size = { width: number; height: number };

/**
 * No axe violation and nothing wider than the screen (the page, an open dialog) at each size in
 * turn; the page is left at `after` (the first size unless said).
 */
export async function expectCleanAtSizes(
  page: Page,
  sizes: readonly Size[],
  after: Size | undefined = sizes[0],
) {
  for (const [index, size] of sizes.entries()) {
    await page.setViewportSize(size);
    expect(await axeViolations(page, { contrast: index === 0 })).toEqual([]);
    expect(await fitsTheWidth(page)).toBe(true);
  }
  if (after) await page.setViewportSize(after);
}
/**
 * What spills at 360 px without widening the page (issue 40): a table's message cut off in its
 * scrolling box, a button's words past its edges ('Seterusnya'), a word of an age box split across
 * lines ('year' / 's'), the pager's count squeezed onto several lines ('Halaman 1 daripada 3'). Each
 * as '<what>: <its words>'. Buttons are measured on the phone-first
 * pages only: the admin's are desktop-first (its calendars' day buttons are not made for 360 px).
 */
function spills(page: Page, path: string): Promise<string[]> {
  return page.evaluate((phoneFirst) => {
    const found: string[] = [];
    const words = (element: Element) => element.textContent?.trim().slice(0, 60) ?? '';
    for (const message of Array.from(document.querySelectorAll('td[colspan] > span'))) {
      const box = message.getBoundingClientRect();
      if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        found.push(`cut: ${words(message)}`);
    }
    for (const button of phoneFirst ? Array.from(document.querySelectorAll('button')) : []) {
      const box = button.getBoundingClientRect();
      // A table scrolls sideways in its own box: its buttons may lie beyond the screen.
      const offScreen = box.width > 0 && box.right > window.innerWidth + 1 && !button.closest('table');
      if (button.scrollWidth > button.clientWidth + 1 || offScreen) found.push(`spills: ${words(button)}`);
    }
    // The pager's 'Page 2 of 3' on one line, not squeezed between its buttons.
    for (const count of Array.from(document.querySelectorAll('nav > div > span'))) {
      const range = document.createRange();
      range.selectNodeContents(count);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) found.push(`squeezed: ${words(count)}`);
    }
    for (const label of Array.from(document.querySelectorAll('fieldset label'))) {
      const text = Array.from(label.childNodes)
        .flatMap((node) => [node, ...Array.from(node.childNodes)])
        .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!text?.textContent) continue;
      const range = document.createRange();
      for (const match of text.textContent.matchAll(/\S+/g)) {
        const start = match.index ?? 0;
        range.setStart(text, start);
        range.setEnd(text, start + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`split: ${match[0]}`);
      }
    }
    return found;
  }, !path.startsWith('/app/admin'));
}

/**
 * Opens the group's page at `index` as the app's own links do, through its router without
 * reloading, when the page before it was the app's: a full load costs the browser several times
 * what the page itself does, and the walks open some 200 pages. Loads it when the router cannot show it as a new page: the
 * first page of a session, a signed-out page, the same page with another query (a tab), a heading
 * that stays.
 */
async function openPage(page: Page, group: PageGroup, index: number): Promise<void> {
  const path = group.paths[index] ?? '';
  const previous = group.session ? group.paths[index - 1] : undefined;
  const samePage = previous !== undefined && previous.split('?')[0] === path.split('?')[0];
  if (previous !== undefined && !samePage) {
    await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-left', ''));
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const shown = await page
      .locator('main h1:not([data-left])')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  await page.goto(path);
  // Not 'networkidle': a signed-in page keeps its live message stream open.
  await page.waitForLoadState('load');
}

/** Visits each path at 360 px, once its data has loaded, then looks at it again at 1280 px. */
export async function checkEveryPage(page: Page, groups: PageGroup[]): Promise<void> {
  for (const group of groups) {
    await enterGroup(page.context(), group);
    for (const [index, path] of group.paths.entries()) {
      await page.setViewportSize(phone);
      await openPage(page, group, index);
      await expect(page.locator('h1').first()).toBeVisible();
      // Measured once loaded: skeletons give way to the real rows, which are what could be too wide.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(phone.width);
      expect.soft(await spills(page, path), `what spills on ${path}`).toEqual([]);
      expect.soft(await axeViolations(page), `axe on ${path} at ${phone.width} px`).toEqual([]);
      await page.setViewportSize(desktop);
      expect
        .soft(await axeViolations(page, { contrast: false }), `axe on ${path} at ${desktop.width} px`)
        .toEqual([]);
    }
  }
}

/**
 * Every page once in Bahasa Malaysia at 360 px (issues 27 and 40): Malay words are longer (parent
 * and teacher settings were 370 px wide in Malay), so nothing may scroll sideways or spill, and no
 * text only the English catalogues have may show. One visit serves both checks.
 */
export async function checkEveryPageInMalay(page: Page, groups: PageGroup[]): Promise<void> {
  await page.context().addInitScript(() => localStorage.setItem('cic.language', 'ms'));
  await page.setViewportSize(phone);
  for (const group of groups) {
    await enterGroup(page.context(), group);
    for (const [index, path] of group.paths.entries()) {
      await openPage(page, group, index);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect.soft(width, `${path} in Malay is ${width} px wide`).toBeLessThanOrEqual(phone.width);
      expect.soft(await spills(page, path), `what spills on ${path} in Malay`).toEqual([]);
      expect.soft(await englishOn(page, path), `English on ${path}`).toEqual([]);
    }
  }
}
