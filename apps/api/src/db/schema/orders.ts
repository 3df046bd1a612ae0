import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn, requiredReference, updatedAtColumn } from './columns';
import { orderItemKindEnum, orderStatusEnum, paymentGatewayEnum, paymentStatusEnum } from './enums';
import { invoices } from './invoices';
import { parents } from './parents';
import { registrations } from './registrations';

/** What a parent owes for registrations or an overtime invoice's balance. total = max(subtotal - discount, 0). */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNumber: text('order_number').notNull().unique('orders_order_number_key'),
    parentId: requiredReference('parent_id', () => parents.id, 'restrict'),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    subtotalSen: integer('subtotal_sen').notNull(),
    discountSen: integer('discount_sen').notNull().default(0),
    totalSen: integer('total_sen').notNull(),
    /** When an unpaid order lapses (EXPIRED). */
    expiresAt: instantColumn('expires_at'),
    /** When the server last asked the gateway about this order's bill (reconciling is rate-limited). */
    gatewayCheckedAt: instantColumn('gateway_checked_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check(
      'orders_amounts_valid',
      sql`${table.subtotalSen} >= 0 AND ${table.discountSen} >= 0
        AND ${table.totalSen} = GREATEST(${table.subtotalSen} - ${table.discountSen}, 0)`,
    ),
    index('orders_parent_id_idx').on(table.parentId),
    index('orders_status_expires_at_idx').on(table.status, table.expiresAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: requiredReference('order_id', () => orders.id, 'cascade'),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    /** The overtime invoice whose balance the item pays (kind OVERTIME_INVOICE). */
    overtimeInvoiceId: uuid('overtime_invoice_id').references(() => invoices.id, {
      onDelete: 'restrict',
    }),
    /**
     * What the item pays for, as facts: its description is made from them when shown, in the
     * reader's language (`orderItemDescription`), never stored in one language.
     */
    kind: orderItemKindEnum('kind').notNull().default('ONLINE_REGISTRATION'),
    packageName: text('package_name').notNull(),
    childName: text('child_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceSen: integer('unit_price_sen').notNull(),
    totalPriceSen: integer('total_price_sen').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} >= 1`),
    check('order_items_prices_not_negative', sql`${table.unitPriceSen} >= 0 AND ${table.totalPriceSen} >= 0`),
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_registration_id_idx').on(table.registrationId),
    index('order_items_overtime_invoice_id_idx').on(table.overtimeInvoiceId),
  ],
);

/** One attempt to pay an order through the gateway (Billplz bill or the built-in simulator). */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    orderId: requiredReference('order_id', () => orders.id, 'cascade'),
    gateway: paymentGatewayEnum('gateway').notNull(),
    billId: text('bill_id').unique('payments_bill_id_key'),
    paymentMethod: text('payment_method'),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    amountSen: integer('amount_sen').notNull(),
    /** What the gateway says was paid, when it differs from `amountSen`: flagged, never completed. */
    paidAmountSen: integer('paid_amount_sen'),
    /** The gateway's raw callback or bill data, shown to admins as JSON. */
    transactionData: jsonb('transaction_data').$type<Record<string, unknown>>(),
    paidAt: instantColumn('paid_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('payments_amount_not_negative', sql`${table.amountSen} >= 0`),
    index('payments_order_id_idx').on(table.orderId),
  ],
);
