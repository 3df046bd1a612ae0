import {
  type AdminOrderDetail,
  type AdminOrderListItem,
  type AdminOrderUpdate,
  type adminRegistrationQuerySchema,
  handlesInvoices,
  kualaLumpurDay,
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
type OrderRow = NonNullable<Awaited<ReturnType<AdminOrdersRepository['byId']>>>;
type PaymentRow = Awaited<ReturnType<AdminOrdersRepository['paymentsOf']>>[number];
type Log = { error(details: object, message: string): void };

export const orderNotFoundMessage = message('orders.notFound');
const notFound = () => new AppError('NOT_FOUND', orderNotFoundMessage);
const unpaidStatuses = new Set(['FAILED', 'EXPIRED', 'VOID']);

/**
 * Whether the admin may see who placed an order (decision 089): an invoice's order names a family,
 * which the invoice modules' admins see (decision 100); a registration's order is REGISTRATION's.
 */
const seesInvoiceParents = (principal: AdminPrincipal) => handlesInvoices(principal.modules);
const seesParentOf = (principal: AdminPrincipal, row: Pick<OrderRow, 'invoiceId'>) =>
  row.invoiceId === null || seesInvoiceParents(principal);

function toListItem(row: OrderRow, principal: AdminPrincipal): AdminOrderListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    parent: seesParentOf(principal, row) ? { fullName: row.parentName, email: row.parentEmail } : null,
    invoice: row.invoiceId ? { id: row.invoiceId, number: row.invoiceNumber ?? '' } : null,
    totalAmount: senToRinggit(row.totalSen),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment as shown; the gateway's bill names the payer, so it is hidden with them. */
function toPayment(row: PaymentRow, seesPayer: boolean) {
  return {
    id: row.id,
    gateway: row.gateway,
    paymentMethod: row.paymentMethod,
    status: row.status,
    amount: senToRinggit(row.amountSen),
    amountMismatch: row.paidAmountSen !== null && row.paidAmountSen !== row.amountSen,
    createdAt: row.createdAt.toISOString(),
    transactionData: seesPayer ? row.transactionData : null,
  };
}

/**
 * The admin's orders pages (REGISTRATION module). A status change is manual reconciliation: SUCCESS
 * completes the registrations as a paid callback would, FAILED, EXPIRED and VOID fail the pending
 * ones, all in one transaction with the audit row. An order that pays an overtime invoice follows
 * its invoice and is never set by hand (decision 089).
 */
export function createAdminOrdersService(ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>) {
  const repository = createAdminOrdersRepository(ctx.db);
  const fulfilment = createRegistrationFulfilment();

  /** The order with its items described in the reader's language. */
  async function detail(
    principal: AdminPrincipal,
    orderId: string,
    language: Language,
  ): Promise<AdminOrderDetail> {
    const row = await repository.byId(orderId);
    if (!row) throw notFound();
    const seesPayer = seesParentOf(principal, row);
    const [items, payments] = await Promise.all([
      repository.itemsOf(orderId),
      repository.paymentsOf(orderId),
    ]);
    return {
      ...toListItem(row, principal),
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
      payments: payments.map((payment) => toPayment(payment, seesPayer)),
    };
  }

  return {
    async list(
      principal: AdminPrincipal,
      query: Query,
    ): Promise<{ items: AdminOrderListItem[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(query, seesInvoiceParents(principal));
      return {
        items: rows.map((row) => toListItem(row, principal)),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    detail,

    async update(
      principal: AdminPrincipal,
      orderId: string,
      update: AdminOrderUpdate,
      log: Log,
      language: Language,
    ) {
      const fulfilled = await inTransaction(
        ctx.db,
        createAdminOrdersRepository,
        async (tx, db): Promise<OrderFulfilled | null> => {
          const before = await tx.lockStatus(orderId);
          if (!before) throw notFound();
          // Its status follows the invoice's payments: set by hand, it would say paid while the invoice is not.
          if (await tx.paysInvoice(orderId)) {
            throw new AppError('CONFLICT', message('orders.invoiceOrderStatus'), 'status');
          }
          await tx.setStatus(orderId, update.status);
          await tx.audit({
            ...adminActor(principal),
            action: 'order.update',
            entityType: 'order',
            entityId: orderId,
            details: { from: before, to: update.status, reason: update.reason },
          });
          if (update.status === 'SUCCESS')
            return fulfilment.orderPaid(db, orderId, kualaLumpurDay(ctx.clock()));
          if (unpaidStatuses.has(update.status)) await fulfilment.orderFailed(db, orderId);
          return null;
        },
      );
      if (fulfilled) await sendConfirmationMails(ctx.jobs, log, fulfilled);
      return detail(principal, orderId, language);
    },
  };
}
