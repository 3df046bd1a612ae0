/** What other modules may use: opening a bill for an order (registration submits call it). */
export { createPaymentStart, type PaymentRequest, type StartPayment } from './payment-start';
