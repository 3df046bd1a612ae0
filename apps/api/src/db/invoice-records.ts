import type { InvoiceLineCharge, InvoiceLineKind, OvertimeUnit } from '@cic/contract';
import { asc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FeeLineFacts } from '../shared/fee-line-facts';
import type { Db } from './client';
import { oldestFirst } from './made-order';
import {
  centres,
  creditNotes,
  families,
  invoiceReminders,
  invoices,
  invoiceLines as lines,
  invoicePayments as payments,
} from './schema/index';

/** What the admin's invoice pages, the parent's invoices and the PDFs read of an invoice alike. */

/**
 * The one order every view of an invoice prints its lines in (the admin's detail, the parent's
 * invoice, the PDF): by child name, then day and start time.
 */
export const invoiceLineOrder = [
  asc(lines.childName),
  asc(lines.childId),
  asc(lines.localDate),
  asc(lines.startTime),
] as const;

/** What every view of an invoice shows of it: its number, state, days and money. */
export const invoiceHeadColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  totalSen: invoices.totalSen,
  paidSen: invoices.paidSen,
  creditedSen: invoices.creditedSen,
  voidReason: invoices.voidReason,
};

/**
 * What paying an invoice or applying credit to it reads: its number, status and what it owes
 * (total less paid).
 */
export const invoiceOwedColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  totalSen: invoices.totalSen,
  paidSen: invoices.paidSen,
};

/** What every view of a line reads: its day, amount and kind, and what its kind charges (`lineCharge`). */
export const invoiceLineColumns = {
  date: lines.localDate,
  amountSen: lines.amountSen,
  kind: lines.kind,
  startTime: lines.startTime,
  endTime: lines.endTime,
  duration: lines.duration,
  unit: lines.unit,
  rate: lines.rate,
  blockDuration: lines.blockDuration,
  blockRateSen: lines.blockRateSen,
  feeName: lines.feeName,
  periodStart: lines.periodStart,
  periodEnd: lines.periodEnd,
  unitPriceSen: lines.unitPriceSen,
  daysCharged: lines.daysCharged,
  daysInMonth: lines.daysInMonth,
  discountBasisPoints: lines.discountBasisPoints,
};

/** A row read with `invoiceLineColumns`: the columns of the other kinds are null. */
type InvoiceLineRow = {
  date: string;
  amountSen: number;
  kind: InvoiceLineKind;
  startTime: Date | null;
  endTime: Date | null;
  duration: number | null;
  unit: OvertimeUnit | null;
  rate: string | null;
  blockDuration: number | null;
  blockRateSen: number | null;
} & FeeLineFacts;

/**
 * A line as every view shows it: its day and amount, and what it charges. The table's
 * `invoice_lines_kind_columns` check keeps each kind's columns set, so the casts below hold.
 */
export function invoiceLineOf<Row extends InvoiceLineRow>(
  row: Row,
): Omit<Row, keyof typeof invoiceLineColumns> & {
  date: string;
  amountSen: number;
  charge: InvoiceLineCharge;
} {
  const {
    date,
    amountSen,
    kind,
    startTime,
    endTime,
    duration,
    unit,
    rate,
    blockDuration,
    blockRateSen,
    feeName,
    periodStart,
    periodEnd,
    unitPriceSen,
    daysCharged,
    daysInMonth,
    discountBasisPoints,
    ...rest
  } = row;
  const charge: InvoiceLineCharge =
    kind === 'OVERTIME'
      ? {
          kind,
          startTime: (startTime as Date).toISOString(),
          endTime: (endTime as Date).toISOString(),
          duration: duration as number,
          unit: unit as OvertimeUnit,
          rate: rate as string,
          blockDuration,
          blockRateSen,
        }
      : {
          kind,
          feeName: feeName as string,
          periodStart: periodStart as string,
          periodEnd: periodEnd as string,
          unitPriceSen: unitPriceSen as number,
          daysCharged,
          daysInMonth,
          discountBasisPoints,
        };
  return { ...rest, date, amountSen, charge };
}

/** A select from invoices (`$dynamic()`) joined to their centre and, when they have one, their family. */
export function withCentreAndFamily<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(centres, eq(centres.id, invoices.centreId))
    .leftJoin(families, eq(families.id, invoices.familyId));
}

/** What every view of a payment shows: how and when it was paid, and how much. */
export const invoicePaymentColumns = {
  id: payments.id,
  method: payments.method,
  reference: payments.reference,
  paidOn: payments.paidOn,
  amountSen: payments.amountSen,
};

/**
 * An invoice's payments in the order they were recorded: a receipt's number is its place here
 * (the parent's answer names no reference: its schema leaves it out).
 */
/** An invoice's lines with their child's name, in the invoice's own order. */
export function invoiceLinesOf(db: Db, invoiceId: string) {
  return db
    .select({ childName: lines.childName, ...invoiceLineColumns })
    .from(lines)
    .where(eq(lines.invoiceId, invoiceId))
    .orderBy(...invoiceLineOrder);
}

export function invoicePaymentsOf(db: Db, invoiceId: string) {
  return db
    .select(invoicePaymentColumns)
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(...oldestFirst(payments));
}

/** An invoice's credit notes in the order they were issued. */
export function invoiceCreditNotesOf(db: Db, invoiceId: string) {
  return db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      amountSen: creditNotes.amountSen,
      reason: creditNotes.reason,
      createdAt: creditNotes.createdAt,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(...oldestFirst(creditNotes));
}

/** The reminders sent of an invoice, the first first (issue 41): the admin's invoice page shows them. */
export function invoiceRemindersOf(db: Db, invoiceId: string) {
  return db
    .select({ offsetDays: invoiceReminders.offsetDays, sentOn: invoiceReminders.sentOn })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(asc(invoiceReminders.sentOn), asc(invoiceReminders.offsetDays));
}
