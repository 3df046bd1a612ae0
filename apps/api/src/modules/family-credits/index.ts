/**
 * What other modules may use: the routes, receiving money beyond an invoice's balance as credit
 * (the settlement calls it inside its transaction), and the credit figures an invoice or an order
 * shows (decision 088).
 */
export { invoiceCreditFigures } from './figures';
export { type ReceivedCredit, receiveCredit } from './ledger';
export { familyCreditsRoutes } from './routes';
