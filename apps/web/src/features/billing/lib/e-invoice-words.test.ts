import {
  documentText,
  eInvoiceSources,
  eInvoiceSourceText,
  eInvoiceStatuses,
  eInvoiceStatusText,
  languages,
} from '@cic/contract';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/catalogues/en/billing.json';
import malay from '@/i18n/catalogues/ms/billing.json';

const catalogues = { en: english, ms: malay };

/** One word per thing (decision 094): an e-invoice reads on the page as it does in the CSV, in both languages. */
describe.each(languages)('the words of the e-invoices in %s', (language) => {
  const words = catalogues[language].eInvoices;

  it('words each status and kind as the CSV does, each differently', () => {
    for (const status of eInvoiceStatuses) {
      expect(words.status[status], status).toBe(eInvoiceStatusText(status, language));
    }
    for (const source of eInvoiceSources) {
      expect(words.source[source], source).toBe(eInvoiceSourceText(source, language));
    }
    expect(new Set(Object.values(words.status)).size).toBe(eInvoiceStatuses.length);
    expect(new Set(Object.values(words.source)).size).toBe(eInvoiceSources.length);
  });

  it('names the general public and a consolidated part as the CSV does', () => {
    expect(words.generalPublic).toBe(documentText('eInvoiceGeneralPublic', language));
    expect(words.consolidatedPart).toBe(documentText('eInvoiceConsolidatedPart', language));
  });
});
