import type { SavedEInvoiceBuyer } from '@cic/contract/e-invoice/e-invoice-buyer-settings';
import { Ban, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { messageText } from '@/i18n/i18n';
import { useStopEInvoiceBuyer } from '../api/stop-e-invoice-buyer';

type EInvoiceBuyerSummaryProps = {
  buyer: SavedEInvoiceBuyer;
  onEdit: () => void;
  onStopped: () => void;
};

/** The parent gets e-invoices of their own: with which TIN (or a MyKad only), Edit, and Stop after a confirmation. */
export function EInvoiceBuyerSummary({ buyer, onEdit, onStopped }: EInvoiceBuyerSummaryProps) {
  const { t } = useTranslation('e-invoice-buyer');
  const stop = useStopEInvoiceBuyer();
  const [confirming, setConfirming] = useState(false);

  const confirmStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: messageText('success.eInvoiceBuyerStopped') });
        onStopped();
      },
      onError: (error) => {
        setConfirming(false);
        toastError(error);
      },
    });

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <p className="font-medium break-words text-zinc-900" data-e-invoice-status>
          {buyer.tin ? t('onWithTin', { tin: buyer.tin }) : t('onWithMyKad')}
        </p>
        <p className="text-sm break-words text-zinc-600">{buyer.name}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('common:actions.edit')}
        </Button>
        <Button variant="outline" className="text-red-700" onClick={() => setConfirming(true)}>
          <Ban aria-hidden="true" />
          {t('stop')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('stopTitle')}
        description={t('stopDescription')}
        confirmLabel={t('stop')}
        destructive
        pending={stop.isPending}
        pendingLabel={t('stopping')}
        onConfirm={confirmStop}
      />
    </div>
  );
}
