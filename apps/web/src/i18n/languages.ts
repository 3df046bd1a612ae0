import { type Language, languages } from '@cic/contract';
import { readLocal, writeLocal } from '@/lib/local-storage';

export { type Language, languages };

/** Each language by its own name, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ms: 'Bahasa Malaysia' };

/** The `Intl` locale of each language: dates, times and ringgit as Malaysians write them. */
export const intlLocale: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY' };

const storageKey = 'cic.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The chosen language, else the browser's first language we have (Malay for any `ms-*`), else English. */
export function initialLanguage(
  stored = readLocal(storageKey),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function rememberLanguage(language: Language): void {
  writeLocal(storageKey, language);
}
