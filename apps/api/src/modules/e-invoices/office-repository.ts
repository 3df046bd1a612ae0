import type { EInvoiceSource, EInvoiceStatus } from '@cic/contract';
import { and, count, countDistinct, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { newestFirst } from '../../db/made-order';
import { rowOrNull } from '../../db/row-or-null';
import {
  centres,
  creditNotes,
  eInvoiceConsolidatedSources,
  eInvoiceIssuers,
  eInvoices,
  families,
  invoices,
} from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';
import { shownFamilyNameContains } from '../../db/shown-family-name';

/** The office list's filters, as the service reads the query: a month is its two instants. */
export type EInvoiceFilter = {
  status?: EInvoiceStatus | undefined;
  source?: EInvoiceSource | undefined;
  issued?: { from: Date; to: Date } | undefined;
  search?: string | undefined;
};

/** The invoice an e-invoice stands for: its own, or the one its refund's credit note is on. */
const documentInvoice = alias(invoices, 'document_invoice');

/** An e-invoice as the list shows it, with what it stands for, its family and centre. */
const rowColumns = {
  id: eInvoices.id,
  source: eInvoices.source,
  number: eInvoices.number,
  typeCode: eInvoices.typeCode,
  invoiceNumber: sql<string | null>`${documentInvoice.number}`,
  month: sql<string | null>`to_char(${eInvoices.month}, 'YYYY-MM')`,
  part: eInvoices.part,
  familyNamedAfter: sql<string | null>`${families.namedAfter}`,
  centreId: sql<string | null>`${centres.id}`,
  centreName: sql<string | null>`${centres.name}`,
  totalSen: eInvoices.totalSen,
  status: eInvoices.status,
  issuedAt: eInvoices.issuedAt,
  uuid: eInvoices.uuid,
  longId: eInvoices.longId,
  validatedAt: eInvoices.validatedAt,
  errorCount: sql<number>`jsonb_array_length(${eInvoices.errors})`.mapWith(Number),
};

/**
 * E-invoices whose number, invoice's number or family's name (as shown, decision 094) contains
 * `search`; a consolidated one also by the numbers of the invoices it holds. Numbers are upper case.
 */
function searchMatches(search: string): SQL | undefined {
  const number = sql`upper(${containsPattern(search)})`;
  return or(
    sql`${eInvoices.number} like ${number}`,
    sql`${documentInvoice.number} like ${number}`,
    shownFamilyNameContains(search),
    sql`EXISTS (SELECT 1 FROM ${eInvoiceConsolidatedSources} s JOIN ${invoices} i ON i.id = s.invoice_id
      WHERE s.e_invoice_id = ${eInvoices.id} AND i.number like ${number})`,
  );
}

function filterWhere(filter: EInvoiceFilter): SQL | undefined {
  return and(
    filter.status ? eq(eInvoices.status, filter.status) : undefined,
    filter.source ? eq(eInvoices.source, filter.source) : undefined,
    filter.issued
      ? and(gte(eInvoices.issuedAt, filter.issued.from), lt(eInvoices.issuedAt, filter.issued.to))
      : undefined,
    filter.search ? searchMatches(filter.search) : undefined,
  );
}

/** The office's reading of the e-invoices (issue 42): its list, a document, the consolidated months. */
export function createEInvoiceOfficeRepository(db: Db) {
  /** The e-invoices with what each stands for: its invoice, that invoice's family, and its centre. */
  const joined = <Query extends PgSelect>(query: Query) =>
    query
      .innerJoin(eInvoiceIssuers, eq(eInvoiceIssuers.id, eInvoices.issuerId))
      .leftJoin(creditNotes, eq(creditNotes.id, eInvoices.creditNoteId))
      .leftJoin(
        documentInvoice,
        eq(documentInvoice.id, sql`coalesce(${eInvoices.invoiceId}, ${creditNotes.invoiceId})`),
      )
      .leftJoin(families, eq(families.id, documentInvoice.familyId))
      .leftJoin(
        centres,
        eq(centres.id, sql`coalesce(${documentInvoice.centreId}, ${eInvoiceIssuers.centreId})`),
      );

  return {
    /** A page of the e-invoices the filter matches, newest first, and how many match. */
    async page(filter: EInvoiceFilter, page: { page: number; limit: number }) {
      const where = filterWhere(filter);
      const [rows, [counted]] = await Promise.all([
        joined(db.select(rowColumns).from(eInvoices).$dynamic())
          .where(where)
          .orderBy(...newestFirst(eInvoices))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        joined(db.select({ total: count() }).from(eInvoices).$dynamic()).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * The export's next rows after `after` (null: from the first), in the list's order, read by
     * key so e-invoices made meanwhile neither repeat nor hide others. `position` is the row's key
     * as text: `created_at` keeps microseconds a JavaScript Date would lose.
     */
    exportRows(filter: EInvoiceFilter, after: { createdAt: string; id: string } | null, size: number) {
      const columns = {
        ...rowColumns,
        errors: eInvoices.errors,
        position: sql<string>`${eInvoices.createdAt}::text`,
      };
      return joined(db.select(columns).from(eInvoices).$dynamic())
        .where(
          and(
            filterWhere(filter),
            after
              ? sql`(${eInvoices.createdAt}, ${eInvoices.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(...newestFirst(eInvoices))
        .limit(size);
    },

    /** One e-invoice with its errors and its issuer. */
    detail(id: string) {
      const columns = {
        ...rowColumns,
        issuerName: eInvoiceIssuers.legalName,
        errors: eInvoices.errors,
        attempts: eInvoices.attempts,
        submittedAt: eInvoices.submittedAt,
        cancelledAt: eInvoices.cancelledAt,
        cancelReason: eInvoices.cancelReason,
        originalId: eInvoices.originalId,
      };
      return joined(db.select(columns).from(eInvoices).$dynamic())
        .where(eq(eInvoices.id, id))
        .then(rowOrNull);
    },

    /** A page of the months that have consolidated e-invoices, newest first, and how many there are. */
    async consolidatedMonths(page: { page: number; limit: number }) {
      const consolidated = eq(eInvoices.source, 'CONSOLIDATED');
      const [rows, [counted]] = await Promise.all([
        db
          .selectDistinct({ month: eInvoices.month })
          .from(eInvoices)
          .where(consolidated)
          .orderBy(desc(eInvoices.month))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ total: countDistinct(eInvoices.month) })
          .from(eInvoices)
          .where(consolidated),
      ]);
      return { months: rows.flatMap((row) => (row.month ? [row.month] : [])), total: counted?.total ?? 0 };
    },

    /** The consolidated e-invoices of these months (first days), with how many invoices each holds. */
    consolidatedDocuments(months: string[]) {
      if (months.length === 0) return Promise.resolve([]);
      const columns = {
        id: eInvoices.id,
        month: sql<string>`to_char(${eInvoices.month}, 'YYYY-MM')`,
        number: eInvoices.number,
        part: sql<number>`${eInvoices.part}`.mapWith(Number),
        status: eInvoices.status,
        centreId: sql<string | null>`${centres.id}`,
        centreName: sql<string | null>`${centres.name}`,
        totalSen: eInvoices.totalSen,
        invoices: sql<number>`(SELECT count(*) FROM ${eInvoiceConsolidatedSources} s
          WHERE s.e_invoice_id = ${eInvoices.id})`.mapWith(Number),
      };
      return joined(db.select(columns).from(eInvoices).$dynamic())
        .where(and(eq(eInvoices.source, 'CONSOLIDATED'), inArray(eInvoices.month, months)))
        .orderBy(desc(eInvoices.month), eInvoices.number);
    },
  };
}
