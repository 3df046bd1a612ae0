import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLineColumns } from '../../db/invoice-records';
import { rowOrNull } from '../../db/row-or-null';
import type { Rows } from '../../db/rows';
import { centres, children, familyMembers, invoiceLines } from '../../db/schema/index';

/** What a child's yearly fee statement reads: the child and centre, and the fees of invoices paid in full that year. */
export function createYearlyStatementRepository(db: Db) {
  return {
    child(childId: string) {
      return db
        .select({
          name: children.name,
          myKidNumber: children.myKidNumber,
          familyId: children.familyId,
          centreId: centres.id,
          centreName: centres.name,
          centreAddress: centres.address,
          registrationNumber: centres.registrationNumber,
        })
        .from(children)
        .innerJoin(centres, eq(centres.id, children.centreId))
        .where(eq(children.id, childId))
        .then(rowOrNull);
    },

    async isParentOf(parentId: string, familyId: string) {
      const rows = await db
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(and(eq(familyMembers.parentId, parentId), eq(familyMembers.familyId, familyId)));
      return rows.length > 0;
    },

    /**
     * The child's fee lines (fees and their discounts) on invoices PAID in full within the year,
     * by the day of the payment that settled them; with the invoice's number and that day.
     */
    async paidFeeLines(childId: string, year: number) {
      const paid = sql`(select max(p.paid_on) from invoice_payments p where p.invoice_id = v.id)`;
      const result = (await db.execute(sql`
        select v.id as invoice_id, v.number, ${paid}::text as paid_on, l.id as line_id
        from invoice_lines l join invoices v on v.id = l.invoice_id
        where l.child_id = ${childId}::uuid and l.kind <> 'OVERTIME' and l.live and v.status = 'PAID'
          and extract(year from ${paid}) = ${year}
        order by ${paid}, v.number, l.period_start, l.kind`)) as unknown as Rows<{
        invoice_id: string;
        number: string;
        paid_on: string;
        line_id: string;
      }>;
      return result.rows.map((row) => ({
        invoiceId: row.invoice_id,
        invoiceNumber: row.number,
        paidOn: String(row.paid_on).slice(0, 10),
        lineId: row.line_id,
      }));
    },

    /** The lines' facts, as every view of a line reads them. */
    async lines(lineIds: readonly string[]) {
      if (lineIds.length === 0) return [];
      return db
        .select({ id: invoiceLines.id, ...invoiceLineColumns })
        .from(invoiceLines)
        .where(sql`${invoiceLines.id} = any (${sql.param([...lineIds])}::uuid[])`);
    },

    /** Credit notes of those invoices: refunds come off the fees paid. */
    async refunds(invoiceIds: readonly string[]) {
      if (invoiceIds.length === 0) return [];
      const result = (await db.execute(sql`
        select n.number, v.number as invoice_number, n.issue_date::text as date, n.amount_sen
        from credit_notes n join invoices v on v.id = n.invoice_id
        where n.invoice_id = any (${sql.param([...invoiceIds])}::uuid[])
        order by n.issue_date, n.number`)) as unknown as Rows<{
        number: string;
        invoice_number: string;
        date: string;
        amount_sen: number;
      }>;
      return result.rows.map((row) => ({
        creditNoteNumber: row.number,
        invoiceNumber: row.invoice_number,
        date: String(row.date).slice(0, 10),
        amountSen: Number(row.amount_sen),
      }));
    },
  };
}
