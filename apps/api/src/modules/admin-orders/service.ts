import {
  type AdminOrderDetail,
  type adminOrderListItemSchema,
  type adminOrderUpdateSchema,
  type adminRegistrationQuerySchema,
  type Language,
  message,
  orderItemDescription,
  type PageMeta,
  senToRinggit,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { createRegistrationFulfilment, type OrderFulfilled, sendConfirmationMails } from '../registrations';
import { type AdminOrdersRepository, createAdminOrdersRepository } from './repository';

type Query = z.output<typeof adminRegistrationQuerySchema>;
type Update = z.output<typeof adminOrderUpdateSchema>;
type ListItem = z.input<typeof adminOrderListItemSchema>;
type OrderRow = NonNullable<Awaited<ReturnType<AdminOrdersRepository['byId']>>>;
type PaymentRow = Awaited<ReturnType<AdminOrdersRepository['paymentsOf']>>[number];
type Log = { error(details: object, message: string): void };

export const orderNotFoundMessage = message('orders.notFound');
const notFound = () => new AppError('NOT_FOUND', orderNotFoundMessage);
const unpaidStatuses = new Set(['FAILED', 'EXPIRED', 'VOID']);

function toListItem(row: OrderRow): ListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    parent: { fullName: row.parentName, email: row.parentEmail },
    totalAmount: senToRinggit(row.totalSen),
    createdAt: row.createdAt.toISOString(),
  };
}

function toPayment(row: PaymentRow) {
  return {
    id: row.id,
    gateway: row.gateway,
    paymentMethod: row.paymentMethod,
    status: row.status,
    amount: senToRinggit(row.amountSen),
    amountMismatch: row.paidAmountSen !== null && row.paidAmountSen !== row.amountSen,
    createdAt: row.createdAt.toISOString(),
    transactionData: row.transactionData,
  };
}

/**
 * The admin's orders pages (REGISTRATION module). A status change is manual reconciliation: SUCCESS
 * completes the registrations as a paid callback would, FAILED, EXPIRED and VOID fail the pending
 * ones, all in one transaction with the audit row.
 */
export function createAdminOrdersService(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  const repository = createAdminOrdersRepository(ctx.db);
  const fulfilment = createRegistrationFulfilment();

  /** The order with its items described in the reader's language. */
  async function detail(orderId: string, language: Language): Promise<AdminOrderDetail> {
    const row = await repository.byId(orderId);
    if (!row) throw notFound();
    const [items, payments] = await Promise.all([
      repository.itemsOf(orderId),
      repository.paymentsOf(orderId),
    ]);
    return {
      ...toListItem(row),
      updatedAt: row.updatedAt.toISOString(),
      items: items.map((item) => ({
        id: item.id,
        description: orderItemDescription(item, language),
        registration:
          item.registrationId && item.registrationNumber
            ? { id: item.registrationId, registrationNumber: item.registrationNumber }
            : null,
        quantity: item.quantity,
        unitPrice: senToRinggit(item.unitPriceSen),
        totalPrice: senToRinggit(item.totalPriceSen),
      })),
      subTotalAmount: senToRinggit(row.subtotalSen),
      discountAmount: senToRinggit(row.discountSen),
      payments: payments.map(toPayment),
    };
  }

  return {
    async list(query: Query): Promise<{ items: ListItem[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(query);
      return { items: rows.map(toListItem), meta: { page: query.page, limit: query.limit, total } };
    },

    detail,

    async update(principal: AdminPrincipal, orderId: string, update: Update, log: Log, language: Language) {
      const fulfilled = await inTransaction(
        ctx.db,
        createAdminOrdersRepository,
        async (tx, db): Promise<OrderFulfilled | null> => {
          const before = await tx.lockStatus(orderId);
          if (!before) throw notFound();
          await tx.setStatus(orderId, update.status);
          await tx.audit({
            ...adminActor(principal),
            action: 'order.update',
            entityType: 'order',
            entityId: orderId,
            details: { from: before, to: update.status, reason: update.reason },
          });
          if (update.status === 'SUCCESS') return fulfilment.orderPaid(db, orderId);
          if (unpaidStatuses.has(update.status)) await fulfilment.orderFailed(db, orderId);
          return null;
        },
      );
      if (fulfilled) await sendConfirmationMails(ctx.jobs, log, fulfilled);
      return detail(orderId, language);
    },
  };
}
