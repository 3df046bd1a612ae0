import {
  type Language,
  message,
  orderItemDescription,
  type ParentOrderStatus,
  senToRinggit,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createGatewayCheck, gatewayCheck } from './gateway-check';
import type { PaymentsContext } from './order-kinds';
import { createPaymentOutcome, type OutcomeLog } from './payment-outcome';
import { createPaymentStart } from './payment-start';
import { createPaymentsRepository, type PaymentsRepository } from './repository';

export const orderNotFoundMessage = message('orders.notFound');
const orderNotFound = () => new AppError('NOT_FOUND', orderNotFoundMessage);

/** Why an order cannot be paid again: only a FAILED or EXPIRED one can. */
const notRetryable = {
  PENDING: message('orders.stillWaiting'),
  SUCCESS: message('orders.alreadyPaid'),
  VOID: message('orders.cancelled'),
} as const;

type ParentOrder = NonNullable<Awaited<ReturnType<PaymentsRepository['parentOrder']>>>;

/** What the order pays for, in a language: its items' descriptions. */
function describe(order: ParentOrder, language: Language): string {
  return order.items.map((item) => orderItemDescription(item, language)).join(', ');
}

function toStatus(
  order: ParentOrder,
  language: Language,
  shown: Pick<ParentOrderStatus, 'invoices' | 'keptAsCreditSen'>,
): ParentOrderStatus {
  const payment = order.newestPayment;
  return {
    orderStatus: order.status,
    paymentStatus: payment?.status ?? 'PENDING',
    itemDescription: describe(order, language),
    totalAmount: senToRinggit(order.totalSen),
    paymentUpdatedAt: payment?.updatedAt.toISOString() ?? null,
    ...shown,
  };
}

/** A parent's own orders: the payment-complete page's status, and paying a failed one again. */
export function createParentOrders(ctx: PaymentsContext & Pick<AppContext, 'clock' | 'config'>) {
  const repository = createPaymentsRepository(ctx.db);
  const checkAtGateway = createGatewayCheck(ctx, createPaymentOutcome(ctx));
  const startPayment = createPaymentStart(ctx);

  async function ownOrder(orders: PaymentsRepository, parentId: string, orderId: string) {
    const order = await orders.parentOrder(orderId, parentId);
    if (!order) throw orderNotFound();
    return order;
  }

  return {
    /**
     * The order's status (with the invoices it pays, if any). A payment still pending past `gatewayCheck.pendingForMs` is checked at
     * the gateway first (at most once a minute per order), in case its callback was lost.
     */
    async status(parentId: string, orderId: string, log: OutcomeLog, language: Language) {
      const order = await ownOrder(repository, parentId, orderId);
      const kind = order.items[0]?.kind;
      const shown = async () =>
        kind ? ctx.orderKinds[kind].shown(ctx.db, orderId) : { invoices: [], keptAsCreditSen: 0 };
      const answer = async (current: ParentOrder) => toStatus(current, language, await shown());
      const payment = order.newestPayment;
      const waitedMs = payment ? ctx.clock().getTime() - payment.createdAt.getTime() : 0;
      if (
        order.status === 'PENDING' &&
        payment?.status === 'PENDING' &&
        payment.paidAmountSen === null &&
        payment.billId &&
        waitedMs >= gatewayCheck.pendingForMs &&
        (await checkAtGateway(order.id, payment.billId, log))
      ) {
        return answer(await ownOrder(repository, parentId, orderId));
      }
      return answer(order);
    },

    /**
     * A new bill for a FAILED or EXPIRED registration order, which waits again (order and
     * registrations PENDING). An invoice's order is not retried: 409.
     */
    async retry(parentId: string, orderId: string): Promise<{ paymentUrl: string }> {
      await ownOrder(repository, parentId, orderId);
      return inTransaction(ctx.db, createPaymentsRepository, async (orders, tx) => {
        await orders.lockOrder(orderId);
        const order = await ownOrder(orders, parentId, orderId);
        // An invoice is paid again from the invoice, for the balance owed by then (decision 072).
        if (order.items.some((item) => item.kind === 'OVERTIME_INVOICE')) {
          throw new AppError('CONFLICT', message('orders.payFromInvoice'));
        }
        if (order.hasFlaggedPayment) {
          throw new AppError('CONFLICT', message('orders.beingChecked'));
        }
        if (order.status !== 'FAILED' && order.status !== 'EXPIRED') {
          throw new AppError('CONFLICT', notRetryable[order.status]);
        }
        const expiresAt = new Date(ctx.clock().getTime() + ctx.config.payments.orderExpiryMinutes * 60_000);
        await orders.reopenOrder(order.id, expiresAt);
        const kind = order.items[0]?.kind;
        if (kind) await ctx.orderKinds[kind].reopened?.(tx, order.id);
        return startPayment(tx, {
          orderId: order.id,
          orderNumber: order.orderNumber,
          amountSen: order.totalSen,
          payer: { email: order.payerEmail, name: order.payerName ?? order.payerEmail },
          // The bill reaches the payer: in their language.
          description: describe(order, order.payerLanguage),
        });
      });
    },
  };
}
