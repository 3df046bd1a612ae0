import { type SQL, sql } from 'drizzle-orm';

/**
 * A charge belongs to its check-out, not to a report (decision 087). A report item's charge is
 * held by a live invoice when a live line copied the item itself, or when a live line of the same
 * check-out was made from another report (an overlapping report over days already invoiced). A
 * sibling block of the same check-out in the same report is its own charge and stays billable.
 * These are the one statement of that rule in SQL: the invoicing statement skips held items, the
 * reports show them as invoiced and refuse their edits, and the report's totals count them.
 */

/** An item's columns as the caller's query names them (a table's columns, or an alias's). */
export type ItemRef = { id: SQL; checkoutId: SQL; reportId: SQL };

/** The item's own live line. */
const ownLine = (item: ItemRef) =>
  sql`select l.invoice_id from invoice_lines l where l.item_id = ${item.id} and l.live`;

/** A live line of the item's check-out on an invoice of another report (or of a deleted one). */
const otherReportLine = (item: ItemRef) =>
  sql`select l.invoice_id from invoice_lines l join invoices v on v.id = l.invoice_id
      where l.checkout_id = ${item.checkoutId} and l.live and v.report_id is distinct from ${item.reportId}`;

/** Whether a live invoice holds the item's charge. */
export const chargeHeld = (item: ItemRef) =>
  sql`(exists (${ownLine(item)}) or exists (${otherReportLine(item)}))`;

/**
 * The invoice holding the item's charge, as a lateral subquery of at most one row: its own
 * invoice, else the earliest of another report's. Join it `on true` (left join: none when free).
 */
export const chargeHolder = (item: ItemRef) => sql`lateral (
  select v.id as invoice_id, v.number, v.status, h.other_report
  from (
    (select l.invoice_id, false as other_report from (${ownLine(item)}) l limit 1)
    union all
    (select l.invoice_id, true from (${otherReportLine(item)}) l
     join invoices first on first.id = l.invoice_id order by first.created_at, first.id limit 1)
  ) as h
  join invoices v on v.id = h.invoice_id
  order by h.other_report
  limit 1
)`;

/** The same columns, for a query that names its item alias `i`. */
export const aliasedItem: ItemRef = {
  id: sql`i.id`,
  checkoutId: sql`i.checkout_id`,
  reportId: sql`i.report_id`,
};
