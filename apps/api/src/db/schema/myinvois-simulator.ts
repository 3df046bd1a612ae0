import { bigint, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instantColumn } from './columns';

/**
 * The built-in MyInvois simulator's submissions (decision 106): kept in the database so documents
 * survive a restart of the server. The product's own e-invoice records are elsewhere; nothing of
 * the product reads these tables.
 */
export const myInvoisSimulatorSubmissions = pgTable(
  'myinvois_simulator_submissions',
  {
    /** 26 Latin alphanumeric symbols, as MyInvois' submission UIDs. */
    uid: varchar('uid', { length: 26 }).primaryKey(),
    clientId: text('client_id').notNull(),
    /** SHA-256 of the request body: an identical submission within 10 minutes is refused. */
    payloadHash: text('payload_hash').notNull(),
    receivedAt: instantColumn('received_at').notNull(),
  },
  (table) => [index('myinvois_simulator_submissions_payload_idx').on(table.payloadHash, table.receivedAt)],
);

/** A document the simulator accepted; its status is worked out on read from `receivedAt`. */
export const myInvoisSimulatorDocuments = pgTable(
  'myinvois_simulator_documents',
  {
    uuid: varchar('uuid', { length: 26 }).primaryKey(),
    submissionUid: varchar('submission_uid', { length: 26 })
      .notNull()
      .references(() => myInvoisSimulatorSubmissions.uid, { onDelete: 'cascade' }),
    codeNumber: text('code_number').notNull(),
    internalId: text('internal_id').notNull(),
    typeCode: varchar('type_code', { length: 2 }).notNull(),
    typeVersion: text('type_version').notNull(),
    issuerTin: text('issuer_tin').notNull(),
    issuerName: text('issuer_name').notNull(),
    receiverId: text('receiver_id').notNull(),
    receiverName: text('receiver_name').notNull(),
    issuedAt: instantColumn('issued_at').notNull(),
    receivedAt: instantColumn('received_at').notNull(),
    totalExcludingTaxSen: bigint('total_excluding_tax_sen', { mode: 'number' }).notNull(),
    totalDiscountSen: bigint('total_discount_sen', { mode: 'number' }).notNull(),
    totalNetSen: bigint('total_net_sen', { mode: 'number' }).notNull(),
    totalPayableSen: bigint('total_payable_sen', { mode: 'number' }).notNull(),
    /** What the second stage decides once the validation delay has passed. */
    outcome: text('outcome', { enum: ['Valid', 'Invalid'] }).notNull(),
    /** The failing validation steps of an Invalid document, in MyInvois' shape. */
    validationSteps: jsonb('validation_steps').$type<unknown[]>().notNull(),
    longId: text('long_id').notNull(),
    /** The original invoice's UUID a credit, debit or refund note names. */
    referencedUuid: text('referenced_uuid'),
    cancelledAt: instantColumn('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    index('myinvois_simulator_documents_duplicate_idx').on(table.issuerTin, table.typeCode, table.internalId),
    index('myinvois_simulator_documents_submission_idx').on(table.submissionUid),
    index('myinvois_simulator_documents_referenced_idx').on(table.referencedUuid),
  ],
);
