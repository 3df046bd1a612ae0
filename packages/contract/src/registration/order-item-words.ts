import { messageText } from '../messages/message-text';
import type { Language } from '../shared/language';

/** What an order item pays for; an online registration's fee is the only kind so far. */
export const orderItemKinds = ['ONLINE_REGISTRATION'] as const;
export type OrderItemKind = (typeof orderItemKinds)[number];

/** The facts an order item keeps: words are made from them when shown, in the reader's language. */
export type OrderItemFacts = { kind: OrderItemKind; packageName: string; childName: string };

/**
 * An order item's description in a language ('Online registration – Full Day – Tan Mei Ling',
 * 'Pendaftaran dalam talian – ...'): for the admin's and the parent's pages and the payer's bill.
 */
export function orderItemDescription(item: OrderItemFacts, language: Language): string {
  return messageText('orders.itemOnlineRegistration', language, {
    package: item.packageName,
    child: item.childName,
  });
}
