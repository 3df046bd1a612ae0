import { RotateCw } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { messageText } from '@/i18n/i18n';
import { useEInvoice } from '../api/get-e-invoice';
import { useResubmitEInvoice } from '../api/resubmit-e-invoice';
import { EInvoicePanel } from './e-invoice-panel';

type EInvoiceSheetProps = {
  /** The e-invoice shown; null keeps the sheet closed. */
  eInvoiceId: string | null;
  onClose: () => void;
};

/**
 * An e-invoice beside the list: its facts, errors and invoices, and what can be done with it. After
 * a resubmission it reads Pending and focus goes to its title.
 */
export function EInvoiceSheet({ eInvoiceId, onClose }: EInvoiceSheetProps) {
  const { t } = useTranslation('billing');
  const eInvoice = useEInvoice(eInvoiceId);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfter();
  // The sheet owns the resubmission: the button goes once the e-invoice reads Pending, the sheet stays.
  const resubmit = useResubmitEInvoice(eInvoiceId ?? '');
  const data = eInvoice.data;
  const send = () =>
    resubmit.mutate(undefined, {
      onSuccess: () => {
        toast({ title: messageText('success.eInvoiceResubmitted') });
        focusAfter(() => titleRef.current);
      },
      onError: (error) => toastError(error),
    });
  return (
    <Sheet
      open={eInvoiceId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? t('eInvoices.detail.title', { number: data.number }) : t('eInvoices.detail.loading')}
      description={data ? t(`eInvoices.source.${data.source}`) : undefined}
      titleRef={titleRef}
    >
      {eInvoice.isPending && eInvoiceId !== null ? <DetailSkeleton /> : null}
      {eInvoice.isError ? (
        <DetailError error={eInvoice.error} notFound={t('eInvoices.detail.notFound')} />
      ) : null}
      {data ? (
        <EInvoicePanel
          eInvoice={data}
          resubmit={
            <Button disabled={resubmit.isPending} onClick={send}>
              <RotateCw aria-hidden="true" />
              {resubmit.isPending ? t('eInvoices.detail.resubmitting') : t('eInvoices.detail.resubmit')}
            </Button>
          }
        />
      ) : null}
    </Sheet>
  );
}
