import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { centres } from './centres';
import { createdAtColumn, idColumn, requiredReference, updatedAtColumn } from './columns';
import { familyCreditEntryKindEnum, invoicePaymentMethodEnum } from './enums';
import { families } from './families';
import { invoicePayments, invoices } from './invoices';
import { payments as orderPayments } from './orders';
import { referralCredits } from './referrals';

/**
 * A family's credit at one centre (decision 088): the running balance of its entries, locked by
 * whoever adds one (after the invoice, in the lock order order → payment → invoice → account), and
 * never below zero.
 */
export const familyCreditAccounts = pgTable(
  'family_credit_accounts',
  {
    id: idColumn(),
    familyId: requiredReference('family_id', () => families.id, 'restrict'),
    centreId: requiredReference('centre_id', () => centres.id, 'restrict'),
    balanceSen: integer('balance_sen').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('family_credit_accounts_family_centre_key').on(table.familyId, table.centreId),
    check('family_credit_accounts_balance_not_negative', sql`${table.balanceSen} >= 0`),
    index('family_credit_accounts_centre_id_idx').on(table.centreId),
  ],
);

/**
 * One movement of a family's credit, never changed or deleted (a trigger refuses both): RECEIVED
 * from an online payment beyond its invoice's balance, REFERRAL earned by referring a new student
 * (decision 098), APPLIED to an invoice as a CREDIT payment (by an admin, or by the issuing of a
 * month's invoices), or REFUNDED by an admin. `balance_after_sen` is the account's balance right
 * after it.
 */
export const familyCreditEntries = pgTable(
  'family_credit_entries',
  {
    id: idColumn(),
    accountId: requiredReference('account_id', () => familyCreditAccounts.id, 'restrict'),
    kind: familyCreditEntryKindEnum('kind').notNull(),
    amountSen: integer('amount_sen').notNull(),
    balanceAfterSen: integer('balance_after_sen').notNull(),
    /** The Kuala Lumpur day the money arrived, was applied or went back. */
    day: date('day', { mode: 'string' }).notNull(),
    /** RECEIVED: the invoice the payment was for; APPLIED: the invoice it paid. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** RECEIVED: the gateway payment the money came with (once each). */
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'restrict' }),
    /** APPLIED: the CREDIT payment it made on the invoice. */
    invoicePaymentId: uuid('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'restrict',
    }),
    /** REFUNDED: how the money went back (cash, bank transfer, cheque). */
    refundMethod: invoicePaymentMethodEnum('refund_method'),
    /** RECEIVED: the gateway's bill id; REFUNDED: the admin's reference. */
    reference: text('reference').notNull().default(''),
    /** REFERRAL: the referral credit it pays out (once each). */
    referralCreditId: uuid('referral_credit_id').references(() => referralCredits.id, {
      onDelete: 'restrict',
    }),
    recordedByAdminId: uuid('recorded_by_admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('family_credit_entries_amount_positive', sql`${table.amountSen} > 0`),
    check('family_credit_entries_balance_not_negative', sql`${table.balanceAfterSen} >= 0`),
    check(
      'family_credit_entries_source_valid',
      // Text, not the enums: the migration that adds their values cannot use them in its own transaction.
      sql`CASE ${table.kind}::text
        WHEN 'RECEIVED' THEN ${table.orderPaymentId} IS NOT NULL AND ${table.invoiceId} IS NOT NULL
          AND ${table.invoicePaymentId} IS NULL AND ${table.refundMethod} IS NULL AND ${table.recordedByAdminId} IS NULL
          AND ${table.referralCreditId} IS NULL
        WHEN 'APPLIED' THEN ${table.invoicePaymentId} IS NOT NULL AND ${table.invoiceId} IS NOT NULL
          AND ${table.orderPaymentId} IS NULL AND ${table.refundMethod} IS NULL AND ${table.referralCreditId} IS NULL
        WHEN 'REFERRAL' THEN ${table.referralCreditId} IS NOT NULL AND ${table.invoiceId} IS NULL
          AND ${table.orderPaymentId} IS NULL AND ${table.invoicePaymentId} IS NULL AND ${table.refundMethod} IS NULL
          AND ${table.recordedByAdminId} IS NULL
        ELSE ${table.refundMethod}::text IN ('CASH', 'BANK_TRANSFER', 'CHEQUE') AND ${table.recordedByAdminId} IS NOT NULL
          AND ${table.invoiceId} IS NULL AND ${table.orderPaymentId} IS NULL AND ${table.invoicePaymentId} IS NULL
          AND ${table.referralCreditId} IS NULL END`,
    ),
    uniqueIndex('family_credit_entries_order_payment_id_key').on(table.orderPaymentId),
    uniqueIndex('family_credit_entries_invoice_payment_id_key').on(table.invoicePaymentId),
    uniqueIndex('family_credit_entries_referral_credit_id_key').on(table.referralCreditId),
    index('family_credit_entries_account_id_idx').on(table.accountId, table.createdAt),
    index('family_credit_entries_invoice_id_idx').on(table.invoiceId),
  ],
);
