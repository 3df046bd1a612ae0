import {
  documentText,
  formatSen,
  type InvoiceDocument,
  invoiceDocumentSchema,
  invoiceStateText,
  type Language,
} from '@cic/contract';
import { ink } from './brand';
import {
  formatDocumentDate,
  formatDocumentTime,
  formatDuration,
  formatFeeLine,
  formatRate,
  methodText,
} from './document-formats';
import { drawFooters, drawPartyAndFacts, openDocument } from './document-frame';
import { drawNoRows, drawTable } from './document-table';
import { drawEInvoiceProof } from './e-invoice-proof';
import { contentWidth, margin, type PdfCanvas, rightEdge } from './pdf-canvas';

const sectionTitle = { size: 11, bold: true };

function drawSection(canvas: PdfCanvas, title: string) {
  canvas.ensureRoom(60);
  canvas.text(title, { x: margin, y: canvas.y, width: contentWidth, ...sectionTitle });
  canvas.y -= 10;
}

/** Late pick-ups in the overtime table, fees and discounts in the fees table: each table only when it has lines. */
function drawLines(canvas: PdfCanvas, invoice: InvoiceDocument, language: Language) {
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  const overtime = invoice.lines.flatMap((line) =>
    line.charge.kind === 'OVERTIME' ? [{ ...line, charge: line.charge }] : [],
  );
  const fees = invoice.lines.flatMap((line) =>
    line.charge.kind === 'OVERTIME' ? [] : [{ ...line, charge: line.charge }],
  );
  if (overtime.length > 0) {
    drawSection(canvas, t('overtimeCharges'));
    drawTable(
      canvas,
      [
        { header: t('child'), width: 123, lines: 2 },
        { header: t('date'), width: 54 },
        { header: t('time'), width: 102 },
        { header: t('duration'), width: 60 },
        { header: t('rate'), width: 100, align: 'right' as const, lines: 2 },
        { header: t('amount'), width: 76, align: 'right' as const },
      ],
      overtime.map(({ childName, date, amountSen, charge }) => [
        childName,
        formatDocumentDate(date),
        `${formatDocumentTime(charge.startTime, language)} – ${formatDocumentTime(charge.endTime, language)}`,
        formatDuration(charge.duration, charge.unit, language),
        formatRate({ ...charge, amountSen }, language),
        formatSen(amountSen),
      ]),
    );
  }
  if (fees.length > 0) {
    drawSection(canvas, t('fees'));
    drawTable(
      canvas,
      [
        { header: t('child'), width: 123, lines: 2 },
        { header: t('description'), width: 196, lines: 2 },
        { header: t('period'), width: 120 },
        { header: t('amount'), width: 76, align: 'right' as const },
      ],
      fees.map(({ childName, amountSen, charge }) => [
        childName,
        formatFeeLine(charge, language),
        `${formatDocumentDate(charge.periodStart)} – ${formatDocumentDate(charge.periodEnd)}`,
        formatSen(amountSen),
      ]),
    );
  }
}

/** Total, paid, refunded (once credit notes refunded any) and the balance, right-aligned under the amounts; the balance stands out. */
function drawTotals(canvas: PdfCanvas, invoice: InvoiceDocument, language: Language) {
  const rows = [
    { key: 'total', sen: invoice.totalSen },
    { key: 'paid', sen: invoice.paidSen },
    ...(invoice.creditedSen > 0 ? [{ key: 'refunded', sen: invoice.creditedSen } as const] : []),
    { key: 'balanceDue', sen: invoice.balanceSen },
  ] as const;
  canvas.ensureRoom(rows.length * 17 + 20);
  const width = 230;
  const x = rightEdge - width;
  canvas.y -= 16;
  for (const row of rows) {
    const strong = row.key === 'balanceDue';
    if (strong) {
      canvas.line(x, canvas.y + 11, width, ink.brand, 1);
      canvas.y -= 3;
    }
    const style = { size: strong ? 11 : 9.5, bold: strong, color: strong ? ink.brand : ink.text };
    canvas.text(documentText(row.key, language), { x, y: canvas.y, width: 120, ...style });
    canvas.text(formatSen(row.sen), {
      x: x + 120,
      y: canvas.y,
      width: width - 125,
      align: 'right',
      ...style,
    });
    canvas.y -= 17;
  }
  canvas.y -= 14;
}

function drawPayments(canvas: PdfCanvas, invoice: InvoiceDocument, language: Language) {
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  drawSection(canvas, t('payments'));
  if (invoice.payments.length === 0) {
    canvas.y -= 6;
    drawNoRows(canvas, t('noPayments'));
    return;
  }
  drawTable(
    canvas,
    [
      { header: t('paymentDate'), width: 90 },
      { header: t('method'), width: 130 },
      { header: t('reference'), width: 195 },
      { header: t('amount'), width: 100, align: 'right' },
    ],
    invoice.payments.map((payment) => [
      formatDocumentDate(payment.date),
      methodText(payment.method, language),
      payment.reference ?? '-',
      formatSen(payment.amountSen),
    ]),
  );
}

/** The refunds of money paid (decision 089): each credit note's number, day, reason and amount. */
function drawCreditNotes(canvas: PdfCanvas, invoice: InvoiceDocument, language: Language) {
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  canvas.y -= 22;
  drawSection(canvas, t('creditNotes'));
  drawTable(
    canvas,
    [
      { header: t('creditNoteNumber'), width: 110 },
      { header: t('date'), width: 75 },
      { header: t('creditReason'), width: 230, lines: 3 },
      { header: t('amount'), width: 100, align: 'right' },
    ],
    invoice.creditNotes.map((note) => [
      note.number,
      formatDocumentDate(note.date),
      note.reason,
      formatSen(note.amountSen),
    ]),
  );
}

/**
 * The invoice as a PDF in the reader's language (issue 28): letterhead, the family and centre
 * beside the number, dates and payment status, every line over as many pages as it takes, the
 * totals, the payments and any credit notes, then its e-invoice (issue 42). A DRAFT prints as a
 * proforma invoice with no number yet.
 */
export async function renderInvoicePdf(document: InvoiceDocument, language: Language): Promise<Uint8Array> {
  const invoice = invoiceDocumentSchema.parse(document);
  const t = (key: Parameters<typeof documentText>[0]) => documentText(key, language);
  const title = t(invoice.status === 'DRAFT' ? 'proformaTitle' : 'invoiceTitle');
  const canvas = await openDocument(invoice.organisation, title, invoice.invoiceNumber ?? '', language);
  const dayOrNotYet = (day: string | null) => (day ? formatDocumentDate(day) : t('notYet'));
  drawPartyAndFacts(
    canvas,
    { label: t('billTo'), family: invoice.family, centre: invoice.centre },
    [
      { label: t('invoiceNumber'), value: invoice.invoiceNumber ?? t('notYet') },
      { label: t('issueDate'), value: dayOrNotYet(invoice.issueDate) },
      { label: t('dueDate'), value: dayOrNotYet(invoice.dueDate) },
      { label: t('paymentStatus'), value: invoiceStateText(invoice.status, language) },
    ],
    language,
  );
  const notice =
    invoice.status === 'DRAFT' ? t('proformaNotice') : invoice.status === 'VOID' ? t('voidNotice') : null;
  if (notice) {
    canvas.text(notice, {
      x: margin,
      y: canvas.y,
      width: contentWidth,
      size: 9.5,
      bold: true,
      color: ink.brand,
    });
    canvas.y -= 22;
  }
  drawLines(canvas, invoice, language);
  drawTotals(canvas, invoice, language);
  if (invoice.status !== 'DRAFT') drawPayments(canvas, invoice, language);
  if (invoice.creditNotes.length > 0) drawCreditNotes(canvas, invoice, language);
  drawEInvoiceProof(canvas, invoice.eInvoice, language);
  drawFooters(canvas, invoice.organisation, language);
  return canvas.bytes();
}
