import type { StatementEntryKind, StoredInvoicePaymentMethod } from '@cic/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centreNamed } from '../../db/named-records';
import type { Rows } from '../../db/rows';
import { centres, families, familyMembers, invoices } from '../../db/schema/index';

/** One movement of a family's account at a centre, as the statement lists it. */
export type StatementRow = {
  date: string;
  kind: StatementEntryKind;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  method: StoredInvoicePaymentMethod | null;
  chargeSen: number;
  paymentSen: number;
};

/** What a statement of account reads (decision 098): invoices, payments, credit notes, the credit ledger. */
export function createStatementRepository(db: Db) {
  return {
    async account(familyId: string, centreId: string) {
      const [family] = await db.select().from(families).where(eq(families.id, familyId));
      const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
      return family && centre ? { family, centre } : null;
    },

    async isMember(parentId: string, familyId: string) {
      const rows = await db
        .select({ familyId: familyMembers.familyId })
        .from(familyMembers)
        .where(and(eq(familyMembers.parentId, parentId), eq(familyMembers.familyId, familyId)));
      return rows.length > 0;
    },

    /** The parent's families at each centre that issued them an invoice, by family and centre name. */
    accountsOf(parentId: string) {
      return db
        .selectDistinct({
          family: { id: families.id, namedAfter: families.namedAfter },
          centre: centreNamed,
        })
        .from(invoices)
        .innerJoin(familyMembers, eq(familyMembers.familyId, invoices.familyId))
        .innerJoin(families, eq(families.id, invoices.familyId))
        .innerJoin(centres, eq(centres.id, invoices.centreId))
        .where(and(eq(familyMembers.parentId, parentId), sql`${invoices.status} <> 'DRAFT'`))
        .orderBy(asc(families.namedAfter), asc(centres.name));
    },

    /** Every movement up to `to`, by day, then invoices before payments before refunds, then as recorded. */
    async movements(familyId: string, centreId: string, to: string): Promise<StatementRow[]> {
      const own = sql`v.family_id = ${familyId}::uuid and v.centre_id = ${centreId}::uuid and v.status <> 'VOID'`;
      const result = (await db.execute(sql`
        select date::text, kind, invoice_number, credit_note_number, method, charge_sen, payment_sen from (
          select v.issue_date as date, 'INVOICE' as kind, 1 as step, v.number as invoice_number,
                 null::text as credit_note_number, null::text as method, v.total_sen as charge_sen,
                 0 as payment_sen, v.created_at as at
          from invoices v where ${own} and v.status <> 'DRAFT' and v.issue_date <= ${to}::date
          union all
          select p.paid_on, case when p.method = 'CREDIT' then 'CREDIT_APPLIED' else 'PAYMENT' end, 2,
                 v.number, null, p.method::text, 0,
                 case when p.method = 'CREDIT' then 0 else p.amount_sen end, p.created_at
          from invoice_payments p join invoices v on v.id = p.invoice_id
          where ${own} and p.paid_on <= ${to}::date
          union all
          select n.issue_date, 'CREDIT_NOTE', 3, v.number, n.number, null, -n.amount_sen, -n.amount_sen, n.created_at
          from credit_notes n join invoices v on v.id = n.invoice_id
          where ${own} and n.issue_date <= ${to}::date
          union all
          select e.day, case e.kind when 'RECEIVED' then 'CREDIT_RECEIVED' when 'REFERRAL' then 'CREDIT_REFERRAL'
                 else 'CREDIT_REFUNDED' end, 4,
                 v.number, null, e.refund_method::text, 0,
                 case when e.kind = 'REFUNDED' then -e.amount_sen else e.amount_sen end, e.created_at
          from family_credit_entries e
          join family_credit_accounts a on a.id = e.account_id
          left join invoices v on v.id = e.invoice_id
          where a.family_id = ${familyId}::uuid and a.centre_id = ${centreId}::uuid
            and e.kind in ('RECEIVED', 'REFUNDED', 'REFERRAL') and e.day <= ${to}::date
        ) m
        order by date, step, at`)) as unknown as Rows<{
        date: string;
        kind: StatementEntryKind;
        invoice_number: string | null;
        credit_note_number: string | null;
        method: StoredInvoicePaymentMethod | null;
        charge_sen: number;
        payment_sen: number;
      }>;
      return result.rows.map((row) => ({
        date: String(row.date).slice(0, 10),
        kind: row.kind,
        invoiceNumber: row.invoice_number,
        creditNoteNumber: row.credit_note_number,
        method: row.method,
        chargeSen: Number(row.charge_sen),
        paymentSen: Number(row.payment_sen),
      }));
    },

    /** The family's credit at the centre at the end of `to`. */
    async creditOn(familyId: string, centreId: string, to: string) {
      const result = (await db.execute(sql`
        select e.balance_after_sen from family_credit_entries e
        join family_credit_accounts a on a.id = e.account_id
        where a.family_id = ${familyId}::uuid and a.centre_id = ${centreId}::uuid and e.day <= ${to}::date
        order by e.day desc, e.created_at desc limit 1`)) as unknown as Rows<{ balance_after_sen: number }>;
      return Number(result.rows[0]?.balance_after_sen ?? 0);
    },
  };
}
