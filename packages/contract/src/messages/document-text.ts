import type { Language } from '../shared/language';
import { documentsEn } from './documents-en';
import { documentsMs } from './documents-ms';
import { fillPlaceholders, type MessageParams } from './message-key';

/** A word of the invoice and receipt PDFs (decision 069). */
export type DocumentKey = keyof typeof documentsEn;

const catalogues: Record<Language, Record<DocumentKey, string>> = { en: documentsEn, ms: documentsMs };

/** A document word in a language, its `{{placeholders}}` filled from params. */
export function documentText(key: DocumentKey, language: Language, params?: MessageParams): string {
  return fillPlaceholders(catalogues[language][key], params);
}

/**
 * The document word of each code by a table of keys, one per code: a status, a payment method.
 * `documentWords(keys)(code, language)` is `documentText(keys[code], language)`.
 */
export const documentWords =
  <Code extends string>(keys: Record<Code, DocumentKey>) =>
  (code: Code, language: Language): string =>
    documentText(keys[code], language);
