import { billedFamilyText, invoiceStates, invoiceStateText, languages, messageText } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/catalogues/en/billing.json';
import malay from '@/i18n/catalogues/ms/billing.json';

const catalogues = { en: english, ms: malay };

/**
 * One word per thing (decision 094): a run's invoice reads as it does on the Invoices pages, the
 * PDFs and the CSV, in both languages.
 */
describe.each(languages)('the words of a run’s invoices in %s', (language) => {
  const words = catalogues[language].run.invoices;

  it('words each state as the invoices do', () => {
    for (const state of invoiceStates) {
      expect(words.status[state], state).toBe(invoiceStateText(state, language));
    }
  });

  it('names a family, and a child billed without one, as the invoices do', () => {
    expect(words.noFamily).toBe(billedFamilyText(null, language));
    expect(words.family).toBe(messageText('families.familyName', language, { name: '{{name}}' }));
  });
});
