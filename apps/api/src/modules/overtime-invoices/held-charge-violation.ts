import { violatedUniqueConstraint } from '../../db/unique-violation';

/**
 * The live-line indexes that keep a charge on one live invoice: an item's own (decision 068) and a
 * check-out's block across reports (decision 087). Two conversions that pass the check at once
 * meet here; the second is refused.
 */
const heldChargeIndexes = new Set(['invoice_lines_live_item_key', 'invoice_lines_live_checkout_key']);

/** Whether the error is a second live invoice for a charge one already holds. */
export const isHeldChargeViolation = (error: unknown) =>
  heldChargeIndexes.has(violatedUniqueConstraint(error) ?? '');
