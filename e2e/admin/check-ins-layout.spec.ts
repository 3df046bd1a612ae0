import { expect, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { adminToken, centreId } from '../support/sign-in';

/**
 * Issue 27: the admin check-in pages show everything they hold, in English and in Malay, at
 * 1280 px with the sidebar open and at the admin's smallest width, 768 px (decision 020).
 */
const languages = ['en', 'ms'] as const;

/** Opens the admin pages in `language`, the sidebar as `sidebar` (the admin's remembered choice). */
async function signIn(page: Page, language: (typeof languages)[number], sidebar: 'open' | 'collapsed') {
  await page.addInitScript(
    ([chosen, collapsed]) => {
      localStorage.setItem('cic.language', chosen);
      localStorage.setItem('admin-sidebar-collapsed', collapsed);
    },
    [language, String(sidebar === 'collapsed')] as const,
  );
  await storeSession(page.context(), 'token', await adminToken(page.request));
}

/** Every text of every day cell that does not fit: wider than its box, or outside the cell. */
function cutFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const cell of Array.from(
      document.querySelectorAll<HTMLElement>('section[aria-label] button[aria-pressed]'),
    )) {
      const edge = cell.getBoundingClientRect();
      for (const part of Array.from(cell.querySelectorAll<HTMLElement>('span'))) {
        const box = part.getBoundingClientRect();
        if (box.width === 0 || !part.textContent?.trim()) continue;
        const block = getComputedStyle(part).display !== 'inline';
        if (
          (block && part.scrollWidth > part.clientWidth) ||
          box.right > edge.right ||
          box.bottom > edge.bottom ||
          box.left < edge.left
        ) {
          cut.push(`${cell.getAttribute('aria-label')}: "${part.textContent}"`);
        }
      }
    }
    return cut;
  });
}

test.describe('admin check-in pages in both languages', () => {
  for (const language of languages) {
    test(`[ADMIN] the centre calendar shows every figure whole at 1280 and 768 px (${language})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const centre = await centreId(request, demoCentres.melawati.name);
      for (const [width, sidebar] of [
        [1280, 'open'],
        [768, 'open'],
        [768, 'collapsed'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, language, sidebar);
        await page.goto(`/app/admin/checkins/${centre}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Figures drawn: a past weekday's attendance.
        await expect(
          page
            .locator('section[aria-label] button[aria-pressed]')
            .getByText(/^\d+\.\d\d/)
            .first(),
        ).toBeVisible();
        // Polled: measured once the layout has settled (the sidebar's width, the month's data).
        await expect
          .poll(() => cutFigures(page), { message: `cut at ${width} px, sidebar ${sidebar}` })
          .toEqual([]);
      }
    });

    test(`[ADMIN] at 1280 px with the sidebar open each centre's View or Activate shows without scrolling (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, language, 'open');
      await page.goto('/app/admin/checkins');
      const table = page.locator('table');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const hiddenActions = () =>
        page.evaluate(() => {
          const box = document.querySelector('table')?.parentElement?.getBoundingClientRect();
          return Array.from(
            document.querySelectorAll<HTMLElement>('tbody tr td:last-child :is(a, button)'),
          ).flatMap((action) => {
            const own = action.getBoundingClientRect();
            const x = own.left + own.width / 2;
            const y = own.top + own.height / 2;
            const top = document.elementFromPoint(x, y);
            const inView = !!box && own.left >= box.left && own.right <= box.right && own.right <= innerWidth;
            return inView && top && action.contains(top) ? [] : [action.textContent?.trim()];
          });
        });
      await expect(table.locator('tbody tr td:last-child a').first()).toBeAttached();
      await expect.poll(hiddenActions, { message: 'actions out of view or covered' }).toEqual([]);
    });
  }
});
