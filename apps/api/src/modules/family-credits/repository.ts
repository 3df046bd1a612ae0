import { and, asc, count, desc, eq, gt, inArray, max, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { invoiceOwedColumns } from '../../db/invoice-records';
import { newestFirst, oldestFirst } from '../../db/made-order';
import { centreNamed } from '../../db/named-records';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import type { Rows } from '../../db/rows';
import {
  familyCreditAccounts as accounts,
  admins,
  centres,
  familyCreditEntries as entries,
  families,
  familyMembers,
  invoices,
  payments,
  referralCredits,
} from '../../db/schema/index';
import { shownFamilyNameContains } from '../../db/shown-family-name';

export type CreditFilter = { search?: string; centreId?: string; all: boolean };
export type NewCreditEntry = Omit<typeof entries.$inferInsert, 'id' | 'createdAt'>;

const accountColumns = {
  id: accounts.id,
  centre: centreNamed,
  family: { id: families.id, namedAfter: families.namedAfter },
  balanceSen: accounts.balanceSen,
};

const entryColumns = {
  id: entries.id,
  accountId: entries.accountId,
  kind: entries.kind,
  amountSen: entries.amountSen,
  balanceAfterSen: entries.balanceAfterSen,
  day: entries.day,
  invoiceId: entries.invoiceId,
  invoiceNumber: invoices.number,
  reference: entries.reference,
  refundMethod: entries.refundMethod,
  recordedByEmail: admins.email,
  createdAt: entries.createdAt,
};

/** Families' credit accounts and their entries (decision 088). */
export function createFamilyCreditsRepository(db: Db) {
  const entriesWhere = (where: SQL) =>
    db
      .select(entryColumns)
      .from(entries)
      .leftJoin(invoices, eq(invoices.id, entries.invoiceId))
      .leftJoin(admins, eq(admins.id, entries.recordedByAdminId))
      .where(where)
      .orderBy(...newestFirst(entries));

  const filterWhere = (filter: CreditFilter) =>
    and(
      filter.all ? undefined : gt(accounts.balanceSen, 0),
      filter.centreId ? eq(accounts.centreId, filter.centreId) : undefined,
      filter.search ? shownFamilyNameContains(filter.search) : undefined,
    );

  return {
    /** The family's account at the centre, made when first needed, locked until the transaction ends. */
    async lockAccountOf(familyId: string, centreId: string) {
      await db.insert(accounts).values({ familyId, centreId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: accounts.id, balanceSen: accounts.balanceSen })
        .from(accounts)
        .where(and(eq(accounts.familyId, familyId), eq(accounts.centreId, centreId)))
        .for('update');
      if (!row) throw new Error('credit account not made');
      return row;
    },

    /** An account, unlocked: whose it is (to lock its invoice first) and its balance. */
    account(accountId: string) {
      return db
        .select({
          id: accounts.id,
          familyId: accounts.familyId,
          centreId: accounts.centreId,
          balanceSen: accounts.balanceSen,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .then(rowOrNull);
    },

    lockAccount(accountId: string) {
      return db
        .select({ id: accounts.id, balanceSen: accounts.balanceSen })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update')
        .then(rowOrNull);
    },

    /** Adds an entry to a locked account and moves its balance to the entry's `balanceAfterSen`. */
    async addEntry(entry: NewCreditEntry) {
      const row = returnedRow(
        await db.insert(entries).values(entry).returning({ id: entries.id }),
        'credit entry insert',
      );
      await db
        .update(accounts)
        .set({ balanceSen: entry.balanceAfterSen, updatedAt: new Date() })
        .where(eq(accounts.id, entry.accountId));
      return row.id;
    },

    /**
     * The accounts holding credit of the families of these invoices (issued or part-paid) at
     * their centres: one row per invoice that credit could pay, oldest due first.
     */
    async creditFor(invoiceIds: readonly string[]) {
      const result = (await db.execute(sql`
        select v.id as invoice_id, a.id as account_id
        from invoices v
        join family_credit_accounts a on a.family_id = v.family_id and a.centre_id = v.centre_id
        where v.id = any(${sql.param([...invoiceIds])}::uuid[]) and a.balance_sen > 0
          and v.status in ('ISSUED', 'PARTLY_PAID')
        order by v.due_date, v.number`)) as unknown as Rows<{ invoice_id: string; account_id: string }>;
      return result.rows.map((row) => ({ invoiceId: row.invoice_id, accountId: row.account_id }));
    },

    /**
     * Earned referral credits not yet paid (`only`: of these), locked, each with the family and
     * centre it goes to: the referrer's family's first child's (none yet: left out).
     */
    async earnedReferralCredits(only?: readonly string[]) {
      const result = (await db.execute(sql`
        select rc.id, rc.amount_sen, target.family_id, target.centre_id
        from referral_credits rc
        cross join lateral (
          select c.family_id, c.centre_id from family_members m
          join children c on c.family_id = m.family_id
          where m.parent_id = rc.referrer_parent_id
          order by c.created_at, c.id limit 1
        ) target
        where rc.status = 'EARNED' and rc.amount_sen > 0
          ${only ? sql`and rc.id = any(${sql.param([...only])}::uuid[])` : sql``}
        order by rc.created_at, rc.id
        for update of rc`)) as unknown as Rows<{
        id: string;
        amount_sen: number;
        family_id: string;
        centre_id: string;
      }>;
      return result.rows.map((row) => ({
        id: row.id,
        amountSen: Number(row.amount_sen),
        familyId: row.family_id,
        centreId: row.centre_id,
      }));
    },

    /** A referral credit paid onto its family's account: reimbursed, as the leaderboard says. */
    async markReferralCreditPaid(referralCreditId: string) {
      await db
        .update(referralCredits)
        .set({ status: 'PAID' })
        .where(eq(referralCredits.id, referralCreditId));
    },

    /** The credit the family holds at the centre (no account yet: null). */
    accountOf(familyId: string, centreId: string) {
      return db
        .select({ id: accounts.id, balanceSen: accounts.balanceSen })
        .from(accounts)
        .where(and(eq(accounts.familyId, familyId), eq(accounts.centreId, centreId)))
        .then(rowOrNull);
    },

    /** What the invoice's online payments brought beyond its balance, oldest first, with each whole payment. */
    keptOfInvoice(invoiceId: string) {
      return db
        .select({
          id: entries.id,
          reference: entries.reference,
          receivedOn: entries.day,
          receivedSen: sql<number>`coalesce(${payments.paidAmountSen}, ${payments.amountSen})`.mapWith(
            Number,
          ),
          amountSen: entries.amountSen,
        })
        .from(entries)
        .innerJoin(payments, eq(payments.id, entries.orderPaymentId))
        .where(and(eq(entries.invoiceId, invoiceId), eq(entries.kind, 'RECEIVED')))
        .orderBy(...oldestFirst(entries));
    },

    /** Sen of an order's payments kept as credit. */
    async keptOfOrder(orderId: string) {
      const [row] = await db
        .select({ sen: sql<number>`coalesce(sum(${entries.amountSen}), 0)`.mapWith(Number) })
        .from(entries)
        .innerJoin(payments, eq(payments.id, entries.orderPaymentId))
        .where(eq(payments.orderId, orderId));
      return row?.sen ?? 0;
    },

    /** A page of accounts, the most credit first, and how many match. */
    async page(filter: CreditFilter, page: { page: number; limit: number }) {
      const where = filterWhere(filter);
      const lastEntryAt = db
        .select({ accountId: entries.accountId, at: max(entries.createdAt).as('at'), n: count().as('n') })
        .from(entries)
        .groupBy(entries.accountId)
        .as('last_entry');
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...accountColumns, entries: lastEntryAt.n, lastEntryAt: lastEntryAt.at })
          .from(accounts)
          .innerJoin(centres, eq(centres.id, accounts.centreId))
          .innerJoin(families, eq(families.id, accounts.familyId))
          .innerJoin(lastEntryAt, eq(lastEntryAt.accountId, accounts.id))
          .where(where)
          .orderBy(desc(accounts.balanceSen), desc(lastEntryAt.at), asc(accounts.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ total: count() })
          .from(accounts)
          .innerJoin(families, eq(families.id, accounts.familyId))
          .where(
            and(where, sql`exists (select 1 from ${entries} where ${entries.accountId} = ${accounts.id})`),
          ),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    accountView(accountId: string) {
      return db
        .select({ ...accountColumns, familyId: accounts.familyId, centreId: accounts.centreId })
        .from(accounts)
        .innerJoin(centres, eq(centres.id, accounts.centreId))
        .innerJoin(families, eq(families.id, accounts.familyId))
        .where(eq(accounts.id, accountId))
        .then(rowOrNull);
    },

    /** Every entry of these accounts, newest first. */
    entriesOf(accountIds: readonly string[]) {
      return accountIds.length === 0
        ? Promise.resolve([])
        : entriesWhere(inArray(entries.accountId, [...accountIds]));
    },

    /** The family's issued or part-paid invoices at the centre, oldest due first: where credit can go. */
    openInvoicesOf(familyId: string, centreId: string) {
      return db
        .select({ ...invoiceOwedColumns, dueDate: invoices.dueDate })
        .from(invoices)
        .where(
          and(
            eq(invoices.familyId, familyId),
            eq(invoices.centreId, centreId),
            inArray(invoices.status, ['ISSUED', 'PARTLY_PAID']),
          ),
        )
        .orderBy(asc(invoices.dueDate), asc(invoices.number));
    },

    /** The accounts of the parent's families that ever held credit, by centre and family. */
    parentAccounts(parentId: string) {
      return db
        .select(accountColumns)
        .from(accounts)
        .innerJoin(centres, eq(centres.id, accounts.centreId))
        .innerJoin(families, eq(families.id, accounts.familyId))
        .innerJoin(familyMembers, eq(familyMembers.familyId, accounts.familyId))
        .where(
          and(
            eq(familyMembers.parentId, parentId),
            sql`exists (select 1 from ${entries} where ${entries.accountId} = ${accounts.id})`,
          ),
        )
        .orderBy(asc(centres.name), asc(families.namedAfter), asc(accounts.id));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type FamilyCreditsRepository = ReturnType<typeof createFamilyCreditsRepository>;
