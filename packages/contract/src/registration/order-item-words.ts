import { messageText } from '../messages/message-text';
import type { Language } from '../shared/language';

/** What an order item pays for: an online registration's fee, or an overtime invoice's balance (issue 28). */
export const orderItemKinds = ['ONLINE_REGISTRATION', 'OVERTIME_INVOICE'] as const;
export type OrderItemKind = (typeof orderItemKinds)[number];

/**
 * The facts an order item keeps: words are made from them when shown, in the reader's language.
 * For an overtime invoice, `packageName` holds the invoice's number and `childName` its children.
 */
export type OrderItemFacts = { kind: OrderItemKind; packageName: string; childName: string };

/**
 * An order item's description in a language ('Online registration – Full Day – Tan Mei Ling',
 * 'Invoice INV-2026-000123', ...): for the admin's and the parent's pages and the payer's bill. An
 * invoice may bill late pick-ups or a month's fees (decision 098): it is named an invoice alone.
 */
export function orderItemDescription(item: OrderItemFacts, language: Language): string {
  if (item.kind === 'OVERTIME_INVOICE') {
    return messageText('orders.itemInvoice', language, { number: item.packageName });
  }
  return messageText('orders.itemOnlineRegistration', language, {
    package: item.packageName,
    child: item.childName,
  });
}
