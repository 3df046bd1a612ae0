/**
 * What other modules may use: opening a bill for an order (registration submits call it), the
 * routes, the simulator's pages and form parsing for the server, the lapsed-order job's work, and
 * the simulator's view of its bills. Payments imports none of the modules that open orders: each
 * tells it what its kind of order does (`OrderKind`, handed over in `createAppContext`).
 */
export { type BillClosing, createBillClosing } from './bill-closing';
export { createOrderExpiry } from './order-expiry';
export type { AfterPaid, OrderKind, OrderKinds, PaidOrder } from './order-kinds';
export { registerPaymentForms } from './payment-forms';
export type { OutcomeLog } from './payment-outcome';
export {
  billplzCallbackPath,
  billplzReturnPath,
  createPaymentStart,
  type PaymentRequest,
  type StartPayment,
} from './payment-start';
export { paymentsRoutes } from './routes';
export { simulatedBills } from './simulated-bills';
export { simulatorPages } from './simulator-pages';
