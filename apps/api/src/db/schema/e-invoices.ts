import { type EInvoiceAddress, type EInvoiceError, eInvoiceSources, eInvoiceStatuses } from '@cic/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn, requiredReference, updatedAtColumn } from './columns';
import { eInvoiceIssuers } from './e-invoice-issuers';
import { creditNotes, invoices } from './invoices';
import { parents } from './parents';

export type { EInvoiceError };

/**
 * A parent's request for e-invoices of their own (issue 42): who they are to LHDN. Their TIN was
 * found registered by MyInvois' Validate TIN when saved (`tinValidatedAt`); a parent who gives only
 * their MyKad has no TIN here and their documents carry the general TIN with it (decision 105).
 */
export const eInvoiceBuyers = pgTable('e_invoice_buyers', {
  parentId: uuid('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tin: text('tin'),
  idType: text('id_type', { enum: ['NRIC', 'PASSPORT', 'ARMY'] }).notNull(),
  idValue: text('id_value').notNull(),
  address: jsonb('address').$type<EInvoiceAddress>().notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  tinValidatedAt: instantColumn('tin_validated_at'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/**
 * One document sent to MyInvois (issue 42). Its JSON is built once and kept (`documentText`), so a
 * submission repeated after a crash or a timeout sends the same bytes and MyInvois' duplicate check
 * sees the same document; a corrected one is built anew as a new attempt of the same row.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: idColumn(),
    source: text('source', { enum: eInvoiceSources }).notNull(),
    issuerId: requiredReference('issuer_id', () => eInvoiceIssuers.id, 'restrict'),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    /** The e-invoice a credit or refund note adjusts. */
    originalId: uuid('original_id').references((): AnyPgColumn => eInvoices.id, { onDelete: 'restrict' }),
    /** A consolidated e-invoice's month (its first day) and part (1, 2, … of 200 sources each). */
    month: date('month', { mode: 'string' }),
    part: integer('part'),
    /** The parent whose buyer details it carries; null for the general public. */
    buyerParentId: uuid('buyer_parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** MyInvois' `codeNumber` and the document's ID: our number. */
    number: text('number').notNull(),
    typeCode: text('type_code', { enum: ['01', '02', '03', '04'] }).notNull(),
    totalSen: integer('total_sen').notNull(),
    status: text('status', { enum: eInvoiceStatuses }).notNull().default('PENDING'),
    issuedAt: instantColumn('issued_at').notNull(),
    documentText: text('document_text').notNull(),
    documentHash: text('document_hash').notNull(),
    submissionUid: text('submission_uid'),
    submittedAt: instantColumn('submitted_at'),
    uuid: text('uuid'),
    longId: text('long_id'),
    validatedAt: instantColumn('validated_at'),
    errors: jsonb('errors').$type<EInvoiceError[]>().notNull().default([]),
    /** Times it was built and sent; a resubmission of a corrected document adds one. */
    attempts: integer('attempts').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledAt: instantColumn('cancelled_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('e_invoices_number_key').on(table.issuerId, table.typeCode, table.number),
    // An invoice is one e-invoice of its own; a refund one refund note; a voided invoice one credit note.
    uniqueIndex('e_invoices_invoice_key')
      .on(table.invoiceId, table.source)
      .where(sql`${table.source} IN ('INVOICE', 'VOID_CREDIT_NOTE')`),
    uniqueIndex('e_invoices_credit_note_key').on(table.creditNoteId),
    uniqueIndex('e_invoices_consolidated_key').on(table.issuerId, table.month, table.part),
    index('e_invoices_status_idx').on(table.status, table.createdAt),
    index('e_invoices_created_at_id_idx').on(table.createdAt, table.id),
    check(
      'e_invoices_source_valid',
      sql`CASE ${table.source}
        WHEN 'INVOICE' THEN ${table.invoiceId} IS NOT NULL AND ${table.month} IS NULL
        WHEN 'VOID_CREDIT_NOTE' THEN ${table.invoiceId} IS NOT NULL AND ${table.originalId} IS NOT NULL
        WHEN 'REFUND' THEN ${table.creditNoteId} IS NOT NULL AND ${table.originalId} IS NOT NULL
        ELSE ${table.month} IS NOT NULL AND ${table.part} >= 1 AND ${table.invoiceId} IS NULL END`,
    ),
    check('e_invoices_total_valid', sql`${table.totalSen} >= 0`),
  ],
);

/** The invoices a consolidated e-invoice holds, a line each: an invoice is in at most one. */
export const eInvoiceConsolidatedSources = pgTable(
  'e_invoice_consolidated_sources',
  {
    eInvoiceId: requiredReference('e_invoice_id', () => eInvoices.id, 'cascade'),
    invoiceId: requiredReference('invoice_id', () => invoices.id, 'restrict'),
    amountSen: integer('amount_sen').notNull(),
  },
  (table) => [
    uniqueIndex('e_invoice_consolidated_sources_invoice_key').on(table.invoiceId),
    index('e_invoice_consolidated_sources_e_invoice_idx').on(table.eInvoiceId),
  ],
);
