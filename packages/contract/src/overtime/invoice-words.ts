import { documentText, documentWords } from '../messages/document-text';
import { familyName } from '../parent/family-name';
import { type Language, languages } from '../shared/language';
import type { InvoiceState } from './overtime-invoices';

/**
 * An invoice's state (decision 089) in a language, one word per state on every page, PDF and CSV
 * (decision 094): 'Paid', 'Dibayar'. The pages' catalogues hold the same words, checked by a test.
 */
export const invoiceStateText = documentWords<InvoiceState>({
  DRAFT: 'statusDraft',
  ISSUED: 'statusIssued',
  PARTLY_PAID: 'statusPartlyPaid',
  PAID: 'statusPaid',
  VOID: 'statusVoid',
  PARTLY_REFUNDED: 'statusPartlyRefunded',
  REFUNDED: 'statusRefunded',
});

/**
 * Whom an invoice bills, as the pages, PDFs and CSV all say it (decision 094): 'Tan Family' /
 * 'Keluarga Tan', or 'No family' / 'Tiada keluarga' for a child billed alone (null).
 */
export const billedFamilyText = (namedAfter: string | null, language: Language) =>
  namedAfter === null ? documentText('noFamily', language) : familyName(namedAfter, language);

/** Whether a search is part of 'No family' in either language, so the lists find what they show (decision 094). */
export const searchesNoFamily = (search: string) =>
  languages.some((language) =>
    documentText('noFamily', language).toLowerCase().includes(search.trim().toLowerCase()),
  );
