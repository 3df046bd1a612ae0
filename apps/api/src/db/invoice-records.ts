import { asc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import {
  centres,
  overtimeCreditNotes as creditNotes,
  families,
  overtimeInvoices as invoices,
  overtimeInvoiceLines as lines,
  overtimeInvoicePayments as payments,
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

/** What every view of a line shows: its day and times, its charge and the block it was charged by. */
export const invoiceLineColumns = {
  date: lines.localDate,
  startTime: lines.startTime,
  endTime: lines.endTime,
  duration: lines.duration,
  unit: lines.unit,
  rate: lines.rate,
  amountSen: lines.amountSen,
  blockDuration: lines.blockDuration,
  blockRateSen: lines.blockRateSen,
};

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
export function invoicePaymentsOf(db: Db, invoiceId: string) {
  return db
    .select(invoicePaymentColumns)
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
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
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
}
