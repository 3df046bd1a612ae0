import {
  type DocumentKey,
  documentText,
  formatSen,
  type Language,
  type Statement,
  type StatementEntry,
  type StatementEntryKind,
  statementSchema,
} from '@cic/contract';
import { ink } from './brand';
import { formatDocumentDate, methodText } from './document-formats';
import { drawFooters, drawPartyAndFacts, openDocument } from './document-frame';
import { drawNoRows, drawTable } from './document-table';
import { type PdfCanvas, rightEdge } from './pdf-canvas';

const entryKeys: Record<StatementEntryKind, DocumentKey> = {
  INVOICE: 'statementInvoice',
  PAYMENT: 'statementPayment',
  CREDIT_APPLIED: 'statementCreditApplied',
  CREDIT_NOTE: 'statementCreditNote',
  CREDIT_RECEIVED: 'statementCreditReceived',
  CREDIT_REFUNDED: 'statementCreditRefunded',
  CREDIT_REFERRAL: 'statementCreditReferral',
};

/** A movement as the statement words it: 'Payment for INV-2026-000012 (Cash)'. */
export function statementEntryText(entry: StatementEntry, language: Language): string {
  return documentText(entryKeys[entry.kind], language, {
    number: entry.invoiceNumber ?? '',
    creditNote: entry.creditNoteNumber ?? '',
    method: entry.method ? methodText(entry.method, language) : '',
  });
}

/** A signed amount in a column: blank for none, as statements print. */
const amountText = (sen: number) => (sen === 0 ? '' : formatSen(sen));

function drawBalanceRow(canvas: PdfCanvas, label: string, sen: number, strong: boolean) {
  canvas.ensureRoom(30);
  const width = 260;
  const x = rightEdge - width;
  const style = { size: strong ? 11 : 9.5, bold: strong, color: strong ? ink.brand : ink.text };
  canvas.text(label, { x, y: canvas.y, width: 150, ...style });
  canvas.text(formatSen(sen), { x: x + 150, y: canvas.y, width: width - 155, align: 'right', ...style });
  canvas.y -= 18;
}

/**
 * A family's statement of account at a centre as a PDF in the reader's language (issue 41):
 * letterhead, the family and centre beside the period, the opening balance, every movement with
 * the balance after it over as many pages as it takes, then the closing balance and the credit held.
 */
export async function renderStatementPdf(document: Statement, language: Language): Promise<Uint8Array> {
  const statement = statementSchema.parse(document);
  const t = (key: DocumentKey) => documentText(key, language);
  const canvas = await openDocument(statement.organisation, t('statementTitle'), '', language);
  drawPartyAndFacts(
    canvas,
    { label: t('statementOf'), family: statement.family, centre: statement.centre },
    [
      { label: t('statementFrom'), value: formatDocumentDate(statement.from) },
      { label: t('statementTo'), value: formatDocumentDate(statement.to) },
    ],
    language,
  );
  drawBalanceRow(canvas, t('openingBalance'), statement.openingBalanceSen, false);
  canvas.y -= 6;
  if (statement.entries.length === 0) {
    drawNoRows(canvas, t('statementNoMovements'));
  } else {
    drawTable(
      canvas,
      [
        { header: t('date'), width: 62 },
        { header: t('description'), width: 213, lines: 2 },
        { header: t('charges'), width: 80, align: 'right' },
        { header: t('payments'), width: 80, align: 'right' },
        { header: t('balance'), width: 80, align: 'right' },
      ],
      statement.entries.map((entry) => [
        formatDocumentDate(entry.date),
        statementEntryText(entry, language),
        amountText(entry.chargeSen),
        amountText(entry.paymentSen),
        formatSen(entry.balanceSen),
      ]),
    );
    canvas.y -= 10;
  }
  drawBalanceRow(canvas, t('closingBalance'), statement.closingBalanceSen, true);
  if (statement.creditHeldSen > 0) drawBalanceRow(canvas, t('creditHeld'), statement.creditHeldSen, false);
  drawFooters(canvas, statement.organisation, language);
  return canvas.bytes();
}
