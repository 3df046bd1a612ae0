import type { ReadReceipt, ThreadMessage } from '@cic/contract';

/**
 * Whether a parent has read what the centre last wrote: their mark is never moved back, so a
 * mark from before the centre's latest message says they have not read it yet. With no message
 * from the centre, any mark is a reading of the thread.
 */
export function hasReadLatest(receipt: ReadReceipt, messages: readonly ThreadMessage[]): boolean {
  if (!receipt.readAt) return false;
  const latest = messages.findLast((message) => message.author.kind === 'STAFF');
  return !latest || Date.parse(receipt.readAt) >= Date.parse(latest.createdAt);
}
