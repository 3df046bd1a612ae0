import { expect, type Locator, type Page } from '@playwright/test';

/** What a sighted keyboard user sees of the focused element. */
type FocusSeen = { ring: boolean; onScreen: boolean; uncovered: boolean; what: string };

/** Reads the focused element: a focus ring, inside the viewport, and not under anything (a sticky bar, a toast). */
function seenFocus(page: Page): Promise<FocusSeen> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { ring: false, onScreen: false, uncovered: false, what: 'body' };
    }
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const style = getComputedStyle(element);
    const ring =
      element.matches(':focus-visible') &&
      ((style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none');
    const box = element.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth;
    // The middle of the part inside the viewport must be the element itself (or inside it).
    const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
    const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
    const top = document.elementFromPoint(x, y);
    const uncovered = top !== null && (top === element || element.contains(top) || top.contains(element));
    return { ring, onScreen, uncovered, what };
  });
}

/**
 * `target` has focus, and a sighted keyboard user can see where: a ring, on screen, not covered.
 * Waits out a closing overlay's animation (a menu or dialog sliding away), as the eye does.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect
    .poll(
      async () => {
        const { what: _what, ...seen } = await seenFocus(target.page());
        return seen;
      },
      {
        message: `focus on ${await target.evaluate((element) => element.outerHTML.slice(0, 80))}`,
        // A page just opened may still be drawing on a loaded 2-core CI machine (2 s once fell short).
        timeout: 5_000,
      },
    )
    .toEqual({ ring: true, onScreen: true, uncovered: true });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking that every stop on
 * the way is visible too; fails after `most` presses. Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { most = 25, backwards = false }: { most?: number; backwards?: boolean } = {},
): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const { what } = await seenFocus(page);
    // Waits out a scroll into view or a closing overlay, as the eye does (2 s, under a toast's 5 s).
    await expect
      .poll(
        async () => {
          const { what: _what, ...seen } = await seenFocus(page);
          return seen;
        },
        { message: `Tab stop ${presses}: ${what}`, timeout: 2_000 },
      )
      .toEqual({ ring: true, onScreen: true, uncovered: true });
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Focus never reached ${target} in ${most} presses of Tab`);
}

/** Two elements on screen share some area (each must be there within 2 s). */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox({ timeout: 2_000 }), await b.boundingBox({ timeout: 2_000 })];
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** The toast showing `text` (by its class: a modal dialog hides the toasts' region from the tree). */
export function toastSaying(page: Page, text: string): Locator {
  return page.locator('li.toast-root', { hasText: text });
}
