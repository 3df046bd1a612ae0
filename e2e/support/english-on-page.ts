import type { Page } from '@playwright/test';
import { englishWords, isEnglishOnly } from './english-words';

/**
 * Issue 27: a page read in Bahasa Malaysia shows no text that only the English catalogues have
 * (web words or messages). Whole text nodes, leaf texts and the words a person reads or hears in
 * attributes are compared with the English catalogue texts that differ from their Malay ones;
 * names and seeded data never match them.
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

/** The English-only texts on the page now, each as '<where>: "<text>"'. */
export async function englishOn(page: Page, where: string): Promise<string[]> {
  const texts = await visibleTexts(page);
  return texts
    .filter((text) => isEnglishOnly(english, text) || uncatalogued.has(text) || englishDayPeriod.test(text))
    .map((text) => `${where}: "${text}"`);
}
