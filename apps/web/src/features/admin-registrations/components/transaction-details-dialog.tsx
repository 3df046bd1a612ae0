import { FileJson } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

type TransactionDetailsDialogProps = {
  paymentId: string;
  transactionData: Record<string, unknown>;
};

/** Spec 3 §2.5: the raw JSON the gateway sent for a payment, in a 'Transaction Details' dialog. */
export function TransactionDetailsDialog({ paymentId, transactionData }: TransactionDetailsDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog>
      <DialogTrigger asChild>
        {/* The table is wide: the visible word is short, the name says it all. */}
        <Button variant="outline" size="sm" aria-label={t('order.transactionDetails')}>
          <FileJson aria-hidden="true" />
          {t('order.detailsWord')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('order.transactionDetails')}</DialogTitle>
          <DialogDescription className="break-all">{t('order.payment', { id: paymentId })}</DialogDescription>
        </DialogHeader>
        <pre className="max-h-[60vh] overflow-auto rounded-lg bg-zinc-950 p-4 font-mono text-xs leading-relaxed text-zinc-100">
          {JSON.stringify(transactionData, null, 2)}
        </pre>
      </DialogContent>
    </Dialog>
  );
}
