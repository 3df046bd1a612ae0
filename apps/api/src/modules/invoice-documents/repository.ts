import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  invoiceCreditNotesOf,
  invoiceHeadColumns,
  invoiceLinesOf,
  invoicePaymentColumns,
  invoicePaymentsOf,
  withCentreAndFamily,
} from '../../db/invoice-records';
import { rowOrNull } from '../../db/row-or-null';
import {
  centres,
  familyCreditEntries as creditEntries,
  families,
  familyMembers,
  invoices,
  invoicePayments as payments,
} from '../../db/schema/index';

/** Invoices' heads: number, dates, money, the family and the centre with its address. */
const headColumns = {
  ...invoiceHeadColumns,
  familyId: invoices.familyId,
  familyNamedAfter: families.namedAfter,
  centreName: centres.name,
  centreAddress: centres.address,
  periodMonth: invoices.periodMonth,
};

/** What the invoice and receipt PDFs and the parents' notices read: facts only, as kept. */
export function createInvoiceDocumentsRepository(db: Db) {
  const headsWhere = (where: SQL) =>
    withCentreAndFamily(db.select(headColumns).from(invoices).$dynamic()).where(where);

  return {
    invoice(invoiceId: string) {
      return headsWhere(eq(invoices.id, invoiceId)).then(rowOrNull);
    },

    /** Many invoices' heads in one query (the notices of a conversion). */
    invoices(invoiceIds: readonly string[]) {
      return invoiceIds.length === 0
        ? Promise.resolve([])
        : headsWhere(inArray(invoices.id, [...invoiceIds]));
    },

    /** The invoice's lines: by child, then date and start time (the invoice's own order). */
    lines: (invoiceId: string) => invoiceLinesOf(db, invoiceId),

    /** The invoice's payments in the order they were recorded: a receipt's number is its place here. */
    payments: (invoiceId: string) => invoicePaymentsOf(db, invoiceId),

    /** The invoice's credit notes in the order they were issued. */
    creditNotes: (invoiceId: string) => invoiceCreditNotesOf(db, invoiceId),

    /**
     * What each receipt of the invoice is for, in the order recorded: its payments, with what their
     * online payment kept as credit, and the online payments kept wholly as credit (decision 088),
     * which come after every payment (the invoice owed nothing when they came).
     */
    async receipts(invoiceId: string) {
      const [paid, keptWhole] = await Promise.all([
        db
          .select({
            ...invoicePaymentColumns,
            keptAsCreditSen: sql<number>`coalesce(${creditEntries.amountSen}, 0)`.mapWith(Number),
            createdAt: payments.createdAt,
          })
          .from(payments)
          .leftJoin(
            creditEntries,
            // The credit an online payment kept is on the receipt of the invoice it was kept with (a
            // bill paying several invoices keeps it once, with the last one it paid).
            and(
              eq(creditEntries.orderPaymentId, payments.orderPaymentId),
              eq(creditEntries.invoiceId, payments.invoiceId),
            ),
          )
          .where(eq(payments.invoiceId, invoiceId)),
        db
          .select({
            id: creditEntries.id,
            method: sql<'ONLINE'>`'ONLINE'`,
            reference: creditEntries.reference,
            paidOn: creditEntries.day,
            amountSen: sql<number>`0`.mapWith(Number),
            keptAsCreditSen: creditEntries.amountSen,
            createdAt: creditEntries.createdAt,
          })
          .from(creditEntries)
          .where(
            and(
              eq(creditEntries.invoiceId, invoiceId),
              eq(creditEntries.kind, 'RECEIVED'),
              sql`not exists (select 1 from ${payments} where ${payments.orderPaymentId} = ${creditEntries.orderPaymentId})`,
            ),
          ),
      ]);
      return [...paid, ...keptWhole].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
      );
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
/** A credit note as the documents print it (when it was recorded only orders them). */
export type InvoiceCreditNoteRow = Omit<
  Awaited<ReturnType<InvoiceDocumentsRepository['creditNotes']>>[number],
  'createdAt'
>;
export type InvoiceReceiptRow = Awaited<ReturnType<InvoiceDocumentsRepository['receipts']>>[number];
