import { kualaLumpurDay } from '@cic/contract';
import type { OrderKind } from '../payments';
import { sendConfirmationMails } from './confirmation-mail';
import { createRegistrationFulfilment } from './fulfilment';

const fulfilment = createRegistrationFulfilment();

/**
 * What a registration's order means to its registrations, handed to payments: paid, they are
 * fulfilled and their confirmation e-mails queued after the commit; failed or lapsed, they fail;
 * tried again, they wait once more.
 */
export const registrationOrders: OrderKind = {
  async paid(tx, paid) {
    const fulfilled = await fulfilment.orderPaid(tx, paid.orderId, kualaLumpurDay(paid.paidAt));
    return (ctx, log) => sendConfirmationMails(ctx.jobs, log, fulfilled);
  },
  failed: (tx, orderIds) => fulfilment.orderFailed(tx, ...orderIds),
  reopened: (tx, orderId) => fulfilment.orderReopened(tx, orderId),
  receivesLatePayment: false,
  shown: async () => ({ invoices: [], keptAsCreditSen: 0 }),
};
