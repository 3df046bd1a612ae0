import { formatSen } from '@cic/contract/shared/money';
import { formatDate } from '@/lib/time';
import { Button } from './ui/button';

/** The button's words in its page's catalogue: 'Receipt', and its name for screen readers. */
export type ReceiptWords = { text: string; labelOf: (paid: { amount: string; date: string }) => string };

/** Opens the receipt of one of an invoice's payments (`useOpenDocument`); one at a time. */
export type ReceiptOpener = { isPending: boolean; mutate: (paymentId: string) => void };

type ReceiptButtonProps = {
  receipts: ReceiptOpener;
  payment: { id: string; amountSen: number; paidOn: string };
  words: ReceiptWords;
};

/**
 * A payment's receipt, for the admin and the parent: named by the amount and the day it was paid
 * so that a list of them reads apart, and disabled while any receipt of the invoice opens.
 */
export function ReceiptButton({ receipts, payment, words }: ReceiptButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={receipts.isPending}
      aria-label={words.labelOf({ amount: formatSen(payment.amountSen), date: formatDate(payment.paidOn) })}
      onClick={() => receipts.mutate(payment.id)}
    >
      {words.text}
    </Button>
  );
}
