/**
 * What other modules may use: the routes, receiving money beyond an invoice's balance as credit
 * (the settlement calls it inside its transaction), paying referral credits onto the referrer's
 * account and using credit on the month's issued invoices (decision 098), and the credit figures
 * an invoice or an order shows (decision 088).
 */
export { applyCreditToIssued } from './credit-payments';
export { invoiceCreditFigures } from './figures';
export { type ReceivedCredit, receiveCredit } from './ledger';
export { payReferralCredits } from './referral-credits';
export { familyCreditsRoutes } from './routes';
