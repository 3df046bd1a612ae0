import {
  type DocumentKey,
  documentText,
  formatSen,
  type Language,
  type YearlyStatement,
  yearlyStatementSchema,
} from '@cic/contract';
import { ink } from './brand';
import { formatDocumentDate, formatFeeLine } from './document-formats';
import { drawFooters, drawPartyAndFacts, openDocument } from './document-frame';
import { drawNoRows, drawTable } from './document-table';
import { contentWidth, margin, rightEdge } from './pdf-canvas';

/**
 * A child's yearly fee statement as a PDF in the reader's language (issue 41): letterhead, the
 * child and the centre with its registration number beside the year, each fee paid with its
 * invoice and the day it was paid, refunds, and the total — what a parent files for tax relief.
 */
export async function renderYearlyStatementPdf(
  document: YearlyStatement,
  language: Language,
): Promise<Uint8Array> {
  const statement = yearlyStatementSchema.parse(document);
  const t = (key: DocumentKey, params?: Record<string, string>) => documentText(key, language, params);
  const canvas = await openDocument(
    statement.organisation,
    t('yearlyTitle'),
    String(statement.year),
    language,
  );
  drawPartyAndFacts(
    canvas,
    {
      label: t('yearlyFor'),
      // The child, not a family, is who the statement is for: named as written on the enrolment.
      family: { namedAfter: statement.child.name },
      centre: statement.centre,
    },
    [
      { label: t('yearlyYear'), value: String(statement.year) },
      { label: t('yearlyRegistration'), value: statement.centre.registrationNumber ?? '-' },
      { label: t('yearlyMyKid'), value: statement.child.myKidNumber ?? '-' },
    ],
    language,
  );
  const rows = [
    ...statement.lines.map((line) => [
      formatDocumentDate(line.paidOn),
      line.invoiceNumber,
      formatFeeLine(line.charge, language),
      formatSen(line.amountSen),
    ]),
    ...statement.refunds.map((refund) => [
      formatDocumentDate(refund.date),
      refund.invoiceNumber,
      t('yearlyRefund', { creditNote: refund.creditNoteNumber, number: refund.invoiceNumber }),
      formatSen(-refund.amountSen),
    ]),
  ];
  if (rows.length === 0) {
    drawNoRows(canvas, t('yearlyNone'));
  } else {
    drawTable(
      canvas,
      [
        { header: t('yearlyPaidOn'), width: 70 },
        { header: t('yearlyInvoice'), width: 105 },
        { header: t('description'), width: 250, lines: 2 },
        { header: t('amount'), width: 90, align: 'right' },
      ],
      rows,
    );
  }
  canvas.ensureRoom(60);
  canvas.y -= 14;
  const width = 260;
  const style = { size: 11, bold: true, color: ink.brand };
  canvas.text(t('yearlyTotal'), { x: rightEdge - width, y: canvas.y, width: 150, ...style });
  canvas.text(formatSen(statement.totalSen), {
    x: rightEdge - 105,
    y: canvas.y,
    width: 100,
    align: 'right',
    ...style,
  });
  canvas.y -= 24;
  const noteStyle = { size: 8.5, color: ink.muted };
  for (const line of canvas.wrap(t('yearlyNote'), contentWidth, noteStyle, 3)) {
    canvas.text(line, { x: margin, y: canvas.y, width: contentWidth, ...noteStyle });
    canvas.y -= 11;
  }
  drawFooters(canvas, statement.organisation, language);
  return canvas.bytes();
}
