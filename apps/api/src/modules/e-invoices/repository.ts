import type { EInvoiceIssuer } from '@cic/contract';
import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLinesOf } from '../../db/invoice-records';
import { oldestFirst } from '../../db/made-order';
import { rowOrNull } from '../../db/row-or-null';
import type { Rows } from '../../db/rows';
import {
  creditNotes,
  type EInvoiceError,
  eInvoiceBuyers,
  eInvoiceConsolidatedSources,
  eInvoiceIssuers,
  eInvoices,
  invoices,
} from '../../db/schema/index';
import { unnestInsert } from '../../db/unnest-insert';

export type EInvoiceRow = typeof eInvoices.$inferSelect;
export type NewEInvoice = typeof eInvoices.$inferInsert;
export type BuyerRow = typeof eInvoiceBuyers.$inferSelect;
/** A consolidated e-invoice's line as kept. */
export type ConsolidatedSourceRow = { invoiceId: string; amountSen: number };
/** A document's result at MyInvois, as a submission's summary gives it. */
export type SettledDocument = {
  uuid: string;
  status: 'VALID' | 'INVALID' | 'CANCELLED';
  longId: string | null;
  validatedAt: string | null;
  cancelledAt: string | null;
  /** MyInvois' errors of an Invalid one; null keeps what the row holds. */
  errors: EInvoiceError[] | null;
};

/** How far back the sweeps look for new invoices and refunds: a week of outage is caught up. */
const lookBackDays = 7;

/** The issuer a centre's documents carry: its own row, else the organisation's (decision 105). */
const issuerOfCentre = (centreId: unknown) => sql<string | null>`(
  SELECT ${eInvoiceIssuers.id} FROM ${eInvoiceIssuers}
  WHERE ${eInvoiceIssuers.centreId} = ${centreId} OR ${eInvoiceIssuers.centreId} IS NULL
  ORDER BY ${eInvoiceIssuers.centreId} NULLS LAST LIMIT 1)`;

/** An invoice as a line of a consolidated e-invoice. */
export type ConsolidationSource = { invoiceId: string; number: string; day: string; amountSen: number };
const sourceOf = (row: {
  id: string;
  number: string;
  day: string;
  total_sen: number;
}): ConsolidationSource => ({
  invoiceId: row.id,
  number: row.number,
  day: row.day,
  amountSen: Number(row.total_sen),
});

/** A document's number is unique per issuer and type (`e_invoices_number_key`). */
const numberKey = sql<string>`${eInvoices.issuerId} || ' ' || ${eInvoices.typeCode} || ' ' || ${eInvoices.number}`;

/** The e-invoices sent to MyInvois and what they are built from (issue 42). */
export function createEInvoicesRepository(db: Db) {
  const rowsOf = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as Rows<Row>).rows;

  return {
    async issuer(id: string): Promise<EInvoiceIssuer | null> {
      const row = await db.select().from(eInvoiceIssuers).where(eq(eInvoiceIssuers.id, id)).then(rowOrNull);
      if (!row) return null;
      const { id: _id, centreId: _centre, updatedAt: _at, updatedByAdminId: _by, ...issuer } = row;
      return issuer;
    },

    /** A centre's own issuer's TIN, for which the organisation submits as intermediary; null for the organisation's. */
    async representedTin(issuerId: string): Promise<string | null> {
      const row = await db
        .select({ tin: eInvoiceIssuers.tin, centreId: eInvoiceIssuers.centreId })
        .from(eInvoiceIssuers)
        .where(eq(eInvoiceIssuers.id, issuerId))
        .then(rowOrNull);
      return row?.centreId ? row.tin : null;
    },

    buyer(parentId: string): Promise<BuyerRow | null> {
      return db.select().from(eInvoiceBuyers).where(eq(eInvoiceBuyers.parentId, parentId)).then(rowOrNull);
    },

    /**
     * Invoices issued in the last week to a family one of whose parents had asked for their own
     * e-invoices by the end of the invoice's Kuala Lumpur day, with no e-invoice yet: driven from
     * the few buyers, so the sweep never reads every invoice.
     */
    async invoicesForOwnEInvoice(today: string, limit: number) {
      const rows = await rowsOf<{
        invoice_id: string;
        issuer_id: string | null;
        parent_id: string;
        number: string;
        total_sen: number;
      }>(sql`
        SELECT i.id AS invoice_id, ${issuerOfCentre(sql`i.centre_id`)} AS issuer_id, b.parent_id,
          i.number, i.total_sen
        FROM invoices i
        JOIN LATERAL (
          SELECT eb.parent_id, eb.created_at FROM e_invoice_buyers eb
          JOIN family_members m ON m.parent_id = eb.parent_id
          WHERE m.family_id = i.family_id ORDER BY eb.created_at, eb.parent_id LIMIT 1) b ON true
        WHERE i.family_id IN (
            SELECT m.family_id FROM e_invoice_buyers eb JOIN family_members m ON m.parent_id = eb.parent_id)
          AND i.status NOT IN ('DRAFT', 'VOID') AND i.number IS NOT NULL
          AND i.issue_date >= ${today}::date - ${lookBackDays}::int
          AND b.created_at < ((i.issue_date + 1)::timestamp AT TIME ZONE 'Asia/Kuala_Lumpur')
          AND NOT EXISTS (SELECT 1 FROM e_invoices e WHERE e.invoice_id = i.id AND e.source = 'INVOICE')
          AND NOT EXISTS (SELECT 1 FROM e_invoice_consolidated_sources s WHERE s.invoice_id = i.id)
        ORDER BY i.issue_date, i.number
        LIMIT ${limit}`);
      return rows.flatMap((row) =>
        row.issuer_id === null
          ? []
          : [
              {
                invoiceId: row.invoice_id,
                issuerId: row.issuer_id,
                parentId: row.parent_id,
                number: row.number,
                totalSen: Number(row.total_sen),
              },
            ],
      );
    },

    invoice(invoiceId: string) {
      return db
        .select({
          id: invoices.id,
          number: invoices.number,
          status: invoices.status,
          centreId: invoices.centreId,
          familyId: invoices.familyId,
          issueDate: invoices.issueDate,
          periodMonth: invoices.periodMonth,
          totalSen: invoices.totalSen,
          creditedSen: invoices.creditedSen,
          voidReason: invoices.voidReason,
        })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
        .then(rowOrNull);
    },

    lines: (invoiceId: string) => invoiceLinesOf(db, invoiceId),

    creditNote(creditNoteId: string) {
      return db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId)).then(rowOrNull);
    },

    /** The e-invoice a document of an invoice adjusts: its own, else the consolidated one it is a line of. */
    async originalOf(invoiceId: string): Promise<EInvoiceRow | null> {
      const own = await db
        .select()
        .from(eInvoices)
        .where(and(eq(eInvoices.invoiceId, invoiceId), eq(eInvoices.source, 'INVOICE')))
        .then(rowOrNull);
      if (own) return own;
      return db
        .select({ row: eInvoices })
        .from(eInvoiceConsolidatedSources)
        .innerJoin(eInvoices, eq(eInvoices.id, eInvoiceConsolidatedSources.eInvoiceId))
        .where(eq(eInvoiceConsolidatedSources.invoiceId, invoiceId))
        .then((rows) => rows[0]?.row ?? null);
    },

    /**
     * Voided invoices whose e-invoice (own or consolidated) is not yet undone: no credit note for
     * the void, and an own e-invoice not cancelled.
     */
    async voidsToUndo(limit: number) {
      const rows = await rowsOf<{ invoice_id: string }>(sql`
        SELECT i.id AS invoice_id FROM invoices i
        WHERE i.status = 'VOID'
          AND (EXISTS (SELECT 1 FROM e_invoices e WHERE e.invoice_id = i.id AND e.source = 'INVOICE'
                 AND e.status <> 'CANCELLED')
            OR EXISTS (SELECT 1 FROM e_invoice_consolidated_sources s WHERE s.invoice_id = i.id))
          AND NOT EXISTS (SELECT 1 FROM e_invoices e WHERE e.invoice_id = i.id AND e.source = 'VOID_CREDIT_NOTE')
        ORDER BY i.updated_at LIMIT ${limit}`);
      return rows.map((row) => row.invoice_id);
    },

    /** Refunds of the last month whose invoice has an e-invoice (own or consolidated) and no refund note yet. */
    async refundsToSend(since: Date, limit: number) {
      const rows = await rowsOf<{ credit_note_id: string }>(sql`
        SELECT c.id AS credit_note_id FROM credit_notes c
        WHERE c.created_at >= ${since}
          AND NOT EXISTS (SELECT 1 FROM e_invoices e WHERE e.credit_note_id = c.id)
          AND (EXISTS (SELECT 1 FROM e_invoices e WHERE e.invoice_id = c.invoice_id AND e.source = 'INVOICE')
            OR EXISTS (SELECT 1 FROM e_invoice_consolidated_sources s WHERE s.invoice_id = c.invoice_id))
        ORDER BY c.created_at LIMIT ${limit}`);
      return rows.map((row) => row.credit_note_id);
    },

    /**
     * A month's invoices for the consolidated e-invoice of one issuer: issued that month, not void,
     * with no e-invoice of their own nor a place in a consolidated one, by number. Read once for
     * the month (a network's month is hundreds of thousands), then cut into documents.
     */
    async consolidationSources(issuerId: string, month: string): Promise<ConsolidationSource[]> {
      const rows = await rowsOf<{ id: string; number: string; day: string; total_sen: number }>(sql`
        SELECT i.id, i.number, i.issue_date::text AS day, i.total_sen FROM invoices i
        WHERE i.issue_date >= ${month}::date AND i.issue_date < (${month}::date + interval '1 month')
          AND i.status NOT IN ('DRAFT', 'VOID') AND i.number IS NOT NULL
          AND ${issuerOfCentre(sql`i.centre_id`)} = ${issuerId}
          AND NOT EXISTS (SELECT 1 FROM e_invoices e WHERE e.invoice_id = i.id AND e.source = 'INVOICE')
          AND NOT EXISTS (SELECT 1 FROM e_invoice_consolidated_sources s WHERE s.invoice_id = i.id)
        ORDER BY i.number`);
      return rows.map(sourceOf);
    },

    /** A consolidated e-invoice's invoices, as its lines say them. */
    async consolidatedSources(eInvoiceId: string): Promise<ConsolidationSource[]> {
      const rows = await rowsOf<{ id: string; number: string; day: string; total_sen: number }>(sql`
        SELECT i.id, i.number, i.issue_date::text AS day, s.amount_sen AS total_sen
        FROM e_invoice_consolidated_sources s JOIN invoices i ON i.id = s.invoice_id
        WHERE s.e_invoice_id = ${eInvoiceId} ORDER BY i.number`);
      return rows.map(sourceOf);
    },

    issuerIds(): Promise<string[]> {
      return db
        .select({ id: eInvoiceIssuers.id })
        .from(eInvoiceIssuers)
        .then((rows) => rows.map((row) => row.id));
    },

    async lastConsolidatedPart(issuerId: string, month: string): Promise<number> {
      const rows = await db
        .select({ part: sql<number | null>`max(${eInvoices.part})` })
        .from(eInvoices)
        .where(and(eq(eInvoices.issuerId, issuerId), eq(eInvoices.month, month)));
      return Number(rows[0]?.part ?? 0);
    },

    /**
     * Writes new e-invoices in one transaction, each with its consolidated lines; an id each, null
     * where one for the same source is already there (a repeated sweep or consolidation).
     */
    async insert(documents: { row: NewEInvoice; sources?: ConsolidatedSourceRow[] }[]) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(eInvoices)
          .values(documents.map((document) => document.row))
          .onConflictDoNothing()
          .returning({ id: eInvoices.id, key: numberKey });
        const idOf = new Map(inserted.map((row) => [row.key, row.id]));
        const ids = documents.map(
          ({ row }) => idOf.get(`${row.issuerId} ${row.typeCode} ${row.number}`) ?? null,
        );
        const lines = documents.flatMap((document, index) =>
          (document.sources ?? []).map((source) => ({ eInvoiceId: ids[index], ...source })),
        );
        const written = lines.filter((line) => line.eInvoiceId !== null);
        if (written.length > 0) {
          await tx.execute(
            unnestInsert('e_invoice_consolidated_sources', {
              e_invoice_id: ['uuid', written.map((line) => line.eInvoiceId)],
              invoice_id: ['uuid', written.map((line) => line.invoiceId)],
              amount_sen: ['integer', written.map((line) => line.amountSen)],
            }),
          );
        }
        return ids;
      });
    },

    /** Whether the invoice's centre has an issuer and its family a parent who asked by the end of its day. */
    async invoiceSetting(invoiceId: string) {
      const [row] = await rowsOf<{ issuer_id: string | null; asked: boolean; issue_date: string | null }>(sql`
        SELECT ${issuerOfCentre(sql`i.centre_id`)} AS issuer_id, i.issue_date::text AS issue_date,
          EXISTS (SELECT 1 FROM e_invoice_buyers eb JOIN family_members m ON m.parent_id = eb.parent_id
            WHERE m.family_id = i.family_id
              AND eb.created_at < ((i.issue_date + 1)::timestamp AT TIME ZONE 'Asia/Kuala_Lumpur')) AS asked
        FROM invoices i WHERE i.id = ${invoiceId}`);
      return row ? { hasIssuer: row.issuer_id !== null, asked: row.asked, issueDate: row.issue_date } : null;
    },

    refundOf(creditNoteId: string) {
      return db.select().from(eInvoices).where(eq(eInvoices.creditNoteId, creditNoteId)).then(rowOrNull);
    },

    get(id: string) {
      return db.select().from(eInvoices).where(eq(eInvoices.id, id)).then(rowOrNull);
    },

    /** Documents waiting to be sent and not yet sent, oldest first, with their size (their text is read per batch). */
    pending(limit: number) {
      return db
        .select({
          id: eInvoices.id,
          issuerId: eInvoices.issuerId,
          number: eInvoices.number,
          bytes: sql<number>`octet_length(${eInvoices.documentText})`.mapWith(Number),
        })
        .from(eInvoices)
        .where(and(eq(eInvoices.status, 'PENDING'), isNull(eInvoices.submittedAt)))
        .orderBy(...oldestFirst(eInvoices))
        .limit(limit);
    },

    /** The documents' texts as built, by id. */
    async documentTexts(ids: string[]): Promise<Map<string, string>> {
      const rows = await db
        .select({ id: eInvoices.id, documentText: eInvoices.documentText })
        .from(eInvoices)
        .where(inArray(eInvoices.id, ids));
      return new Map(rows.map((row) => [row.id, row.documentText]));
    },

    /** Submissions with documents MyInvois has not yet validated, oldest first. */
    async submissionsToFollow(limit: number) {
      const rows = await rowsOf<{ submission_uid: string; issuer_id: string }>(sql`
        SELECT submission_uid, issuer_id FROM e_invoices
        WHERE status = 'SUBMITTED' AND submission_uid IS NOT NULL
        GROUP BY submission_uid, issuer_id ORDER BY min(submitted_at) LIMIT ${limit}`);
      return rows.map((row) => ({ submissionUid: row.submission_uid, issuerId: row.issuer_id }));
    },

    /** A submission's documents' results, in one statement; how many were still waiting for theirs. */
    async settle(submissionUid: string, results: SettledDocument[]): Promise<number> {
      if (results.length === 0) return 0;
      const column = <T>(pick: (result: SettledDocument) => T) => sql.param(results.map(pick));
      const settled = await rowsOf<{ id: string }>(sql`
        UPDATE e_invoices e SET status = r.status, long_id = r.long_id, validated_at = r.validated_at::timestamptz,
          cancelled_at = r.cancelled_at::timestamptz, errors = coalesce(r.errors::jsonb, e.errors), updated_at = now()
        FROM unnest(${column((result) => result.uuid)}::text[], ${column((result) => result.status)}::text[],
          ${column((result) => result.longId)}::text[], ${column((result) => result.validatedAt)}::text[],
          ${column((result) => result.cancelledAt)}::text[],
          ${column((result) => (result.errors ? JSON.stringify(result.errors) : null))}::text[])
          AS r(uuid, status, long_id, validated_at, cancelled_at, errors)
        WHERE e.status = 'SUBMITTED' AND e.submission_uid = ${submissionUid} AND e.uuid = r.uuid
        RETURNING e.id`);
      return settled.length;
    },

    /** Documents still to send, and sent ones MyInvois has not yet validated. */
    async waiting() {
      const [row] = await rowsOf<{ to_send: number; to_follow: number }>(sql`
        SELECT count(*) FILTER (WHERE status = 'PENDING' AND submitted_at IS NULL)::int AS to_send,
          count(*) FILTER (WHERE status = 'SUBMITTED')::int AS to_follow
        FROM e_invoices WHERE status IN ('PENDING', 'SUBMITTED')`);
      return { toSend: row?.to_send ?? 0, toFollow: row?.to_follow ?? 0 };
    },

    /** Marks documents as being sent before the request goes: a lost answer is then looked for, not resent blindly. */
    async markSending(ids: string[], at: Date): Promise<Set<string>> {
      // Only what this call claims is sent: two sweeps at once never send a document twice.
      const claimed = await db
        .update(eInvoices)
        .set({ submittedAt: at, attempts: sql`${eInvoices.attempts} + 1`, updatedAt: at })
        .where(
          and(inArray(eInvoices.id, ids), eq(eInvoices.status, 'PENDING'), isNull(eInvoices.submittedAt)),
        )
        .returning({ id: eInvoices.id });
      return new Set(claimed.map((row) => row.id));
    },

    update(id: string, changes: Partial<NewEInvoice>) {
      return db
        .update(eInvoices)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(eInvoices.id, id));
    },

    /** Sent before `before` with no answer recorded: their answer was lost (a timeout, a crash). */
    unanswered(before: Date, limit: number) {
      return db
        .select()
        .from(eInvoices)
        .where(
          and(
            eq(eInvoices.status, 'PENDING'),
            isNull(eInvoices.submissionUid),
            lt(eInvoices.submittedAt, before),
          ),
        )
        .orderBy(asc(eInvoices.submittedAt))
        .limit(limit);
    },

    recordErrors(id: string, status: 'INVALID' | 'PENDING', errors: EInvoiceError[]) {
      return db.update(eInvoices).set({ status, errors, updatedAt: sql`now()` }).where(eq(eInvoices.id, id));
    },
  };
}
export type EInvoicesRepository = ReturnType<typeof createEInvoicesRepository>;
