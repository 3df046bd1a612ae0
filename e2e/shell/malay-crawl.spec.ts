import { expect, type Page, test } from '@playwright/test';
import { englishWords, isEnglishOnly } from '../support/english-words';
import { adminPages, enterGroup, type PageGroup, parentPages, teacherPages } from '../support/every-page';

/**
 * Issue 27: every page of every role, read in Bahasa Malaysia, shows no text that only the English
 * catalogues have (web words or messages). Whole text nodes, leaf texts and the words a person
 * reads or hears in attributes are compared with the English catalogue texts that differ from
 * their Malay ones; names and seeded data never match them.
 */
const english = englishWords();

/** Every text a person can read or hear on the page now: own text of elements, leaf texts, labels. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) seen.add(clean);
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('script, style, noscript, template')) continue;
      if (!element.checkVisibility()) continue;
      let own = '';
      for (const node of Array.from(element.childNodes))
        if (node.nodeType === Node.TEXT_NODE) own += ` ${node.textContent}`;
      add(own);
      const whole = element.textContent ?? '';
      if (element.children.length === 0 || whole.length < 120) add(whole);
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) add(element.getAttribute(name));
    }
    return [...seen];
  });
}

/** English no catalogue held before issue 27: a library's default words, and a time's day period. */
const uncatalogued = new Set(['Notifications (F8)', 'Notification', 'dd/mm/yyyy']);
const englishDayPeriod = /\d:\d{2}\s?(AM|PM)\b/;

async function englishOn(page: Page, where: string): Promise<string[]> {
  const texts = await visibleTexts(page);
  return texts
    .filter((text) => isEnglishOnly(english, text) || uncatalogued.has(text) || englishDayPeriod.test(text))
    .map((text) => `${where}: "${text}"`);
}

async function crawl(page: Page, groups: PageGroup[]): Promise<string[]> {
  const found: string[] = [];
  await page.context().addInitScript(() => window.localStorage.setItem('cic.language', 'ms'));
  for (const group of groups) {
    await enterGroup(page.context(), group);
    for (const path of group.paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      found.push(...(await englishOn(page, path)));
    }
  }
  return found;
}

test.describe('every page in Bahasa Malaysia shows no English-only catalogue text', () => {
  test('[PARENT] public and parent pages, and the contact dialog', async ({ page, request }) => {
    test.setTimeout(120_000);
    const found = await crawl(page, await parentPages(request));
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Hubungi Kami' }).first().click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    found.push(...(await englishOn(page, '/ contact dialog')));
    expect(found).toEqual([]);
  });

  test('[TEACHER] teacher and head-of-centre pages', async ({ page, request }) => {
    test.setTimeout(120_000);
    expect(await crawl(page, await teacherPages(request))).toEqual([]);
  });

  test('[ADMIN] admin pages and tabs', async ({ page, request }) => {
    test.setTimeout(180_000);
    expect(await crawl(page, await adminPages(request))).toEqual([]);

    // What the crawl cannot tell from English alone: the Malay words are there instead.
    await page.goto('/app/admin/checkins');
    await expect(page.getByRole('region', { name: 'Pemberitahuan (F8)' })).toBeAttached();
    await expect(page.getByPlaceholder('hh/bb/tttt').first()).toBeVisible();
    await page.goto('/app/admin/overtime/rules');
    await expect(page.getByText('05:00 PTG - 06:00 PTG').first()).toBeVisible();
  });
});
