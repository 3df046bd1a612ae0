import {
  type CreditNoteDocument,
  creditNoteDocumentSchema,
  documentText,
  formatSen,
  type Language,
} from '@cic/contract';
import { drawFooters } from './document-frame';
import { drawEInvoiceProof } from './e-invoice-proof';
import { drawClosingLine, drawFactRows, openSlip, slipValueStyle, slipValueWidth } from './slip-parts';

/** The admin's reason is up to 500 characters: it wraps, and is never cut short of that. */
const reasonLines = 12;

/**
 * A credit note as a PDF in the reader's language (decision 089), drawn like the receipt:
 * letterhead, the family and centre beside the credit note's number, day and the invoice it
 * refunds, then the amount refunded, the centre's reason in its own words, and the invoice's
 * total, paid and refunded sums right after it; then its e-invoice (issue 42).
 */
export async function renderCreditNotePdf(
  document: CreditNoteDocument,
  language: Language,
): Promise<Uint8Array> {
  const note = creditNoteDocumentSchema.parse(document);
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  const canvas = await openSlip(
    { ...note, number: note.creditNoteNumber, day: note.issueDate },
    {
      title: 'creditNoteTitle',
      party: 'refundedTo',
      number: 'creditNoteNumber',
      day: 'issueDate',
      amount: 'amountRefunded',
    },
    language,
  );
  drawFactRows(canvas, [
    {
      label: t('creditReason'),
      lines: canvas.wrap(note.reason, slipValueWidth, slipValueStyle, reasonLines),
    },
    { label: t('invoiceTotal'), lines: [formatSen(note.invoiceTotalSen)] },
    { label: t('paid'), lines: [formatSen(note.paidSen)] },
    { label: t('refundedToDate'), lines: [formatSen(note.refundedToDateSen)] },
  ]);
  drawClosingLine(canvas, t('creditNoteClosing'));
  drawEInvoiceProof(canvas, note.eInvoice, language);
  drawFooters(canvas, note.organisation, language);
  return canvas.bytes();
}
