import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLineOrder } from '../../db/invoice-lines';
import {
  centres,
  families,
  familyMembers,
  overtimeInvoices as invoices,
  overtimeInvoiceLines as lines,
  overtimeInvoicePayments as payments,
} from '../../db/schema/index';

/** What the invoice and receipt PDFs and the parents' notices read: facts only, as kept. */
export function createInvoiceDocumentsRepository(db: Db) {
  /** Invoices' heads: number, dates, money, the family and the centre with its address. */
  const headsWhere = (where: SQL) =>
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
        totalSen: invoices.totalSen,
        paidSen: invoices.paidSen,
        familyId: invoices.familyId,
        familyNamedAfter: families.namedAfter,
        centreName: centres.name,
        centreAddress: centres.address,
      })
      .from(invoices)
      .innerJoin(centres, eq(centres.id, invoices.centreId))
      .leftJoin(families, eq(families.id, invoices.familyId))
      .where(where);

  return {
    async invoice(invoiceId: string) {
      const [row] = await headsWhere(eq(invoices.id, invoiceId));
      return row ?? null;
    },

    /** Many invoices' heads in one query (the notices of a conversion). */
    invoices(invoiceIds: readonly string[]) {
      return invoiceIds.length === 0
        ? Promise.resolve([])
        : headsWhere(inArray(invoices.id, [...invoiceIds]));
    },

    /** The invoice's lines: by child, then date and start time (the invoice's own order). */
    lines(invoiceId: string) {
      return db
        .select({
          childName: lines.childName,
          date: lines.localDate,
          startTime: lines.startTime,
          endTime: lines.endTime,
          duration: lines.duration,
          unit: lines.unit,
          rate: lines.rate,
          amountSen: lines.amountSen,
          blockDuration: lines.blockDuration,
          blockRateSen: lines.blockRateSen,
        })
        .from(lines)
        .where(eq(lines.invoiceId, invoiceId))
        .orderBy(...invoiceLineOrder);
    },

    /** The invoice's payments in the order they were recorded: a receipt's number is its place here. */
    payments(invoiceId: string) {
      return db
        .select({
          id: payments.id,
          method: payments.method,
          reference: payments.reference,
          paidOn: payments.paidOn,
          amountSen: payments.amountSen,
        })
        .from(payments)
        .where(eq(payments.invoiceId, invoiceId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    /** Whether the parent is a member of the family. */
    async isFamilyMember(parentId: string, familyId: string) {
      const rows = await db
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(and(eq(familyMembers.parentId, parentId), eq(familyMembers.familyId, familyId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type InvoiceDocumentsRepository = ReturnType<typeof createInvoiceDocumentsRepository>;
export type InvoiceHead = NonNullable<Awaited<ReturnType<InvoiceDocumentsRepository['invoice']>>>;
export type InvoiceLineRow = Awaited<ReturnType<InvoiceDocumentsRepository['lines']>>[number];
export type InvoicePaymentRow = Awaited<ReturnType<InvoiceDocumentsRepository['payments']>>[number];
