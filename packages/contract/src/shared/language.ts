import { z } from 'zod';

/** The product's languages: English (the spec's wording) and Bahasa Malaysia (issue 18). */
export const languages = ['en', 'ms'] as const;
export type Language = (typeof languages)[number];

export const languageSchema = z.enum(languages);

/** `PUT /language`: the signed-in person's choice, kept with them for e-mails. */
export const languageBodySchema = z.object({ language: languageSchema }).meta({ id: 'LanguageBody' });
export type LanguageBody = z.infer<typeof languageBodySchema>;

export const languageAnswerSchema = z.object({ language: languageSchema });

/**
 * The language an `Accept-Language` header asks for: the first of ours by the header's order and
 * weights (`ms-MY,ms;q=0.9,en;q=0.8` is Malay), else English.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = weight ? Number(weight.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (languages as readonly string[]).includes(entry.base ?? ''));
  return (found?.base as Language | undefined) ?? 'en';
}
