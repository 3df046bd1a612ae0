import {
  billedFamilyText,
  invoiceStates,
  invoiceStateText,
  type Language,
  languages,
  messageText,
} from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './source-scan';

/** A page's word: `namespace:key` in a language's catalogue. */
function word(language: Language, namespace: string, key: string): string | undefined {
  const found = readCatalogue(language, namespace).find(([each]) => each === key)?.[1];
  return found === undefined ? undefined : String(found);
}

/**
 * One word per thing (decision 094): an invoice's state reads the same to admins and parents, on
 * the pages, the PDFs and the CSV export, and no word names two things.
 */
describe.each(languages)('invoice words in %s', (language) => {
  it('words each state as the PDFs and the CSV do, on the admin’s pages and the parent’s', () => {
    for (const state of invoiceStates) {
      const printed = invoiceStateText(state, language);
      expect(word(language, 'overtime', `invoices.status.${state}`), state).toBe(printed);
      // Parents never see a proforma (DRAFT).
      if (state !== 'DRAFT') expect(word(language, 'payments', `status.${state}`), state).toBe(printed);
    }
  });

  it('gives each state a word of its own', () => {
    const words = invoiceStates.map((state) => invoiceStateText(state, language));
    expect(new Set(words).size).toBe(words.length);
  });

  it('says overdue with one word to parents and admins, not the word of a state or of the outstanding total', () => {
    const overdue = word(language, 'overtime', 'invoices.overdue');
    expect(word(language, 'payments', 'overdue')).toBe(overdue);
    expect(word(language, 'overtime', 'invoices.outstanding')).not.toBe(overdue);
    for (const state of invoiceStates) expect(invoiceStateText(state, language)).not.toBe(overdue);
  });

  it('names a family, and a child billed without one, as the PDFs and the CSV do', () => {
    expect(word(language, 'overtime', 'invoices.noFamily')).toBe(billedFamilyText(null, language));
    // The pages fill the server's pattern, which the search reads too ('Tan Family', 'Keluarga Tan').
    expect(word(language, 'overtime', 'invoices.family')).toBe(
      messageText('families.familyName', language, { name: '{{name}}' }),
    );
  });
});
