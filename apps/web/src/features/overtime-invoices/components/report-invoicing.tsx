import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toastError } from '@/components/ui/use-toast';
import { type FocusTarget, useFocusAfter } from '@/hooks/use-focus-after';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { type ReportChoice, useConvertToInvoices, usePayStudents } from '../api/invoice-report';
import { InvoicesMadeFooter } from './invoices-made-footer';
import { PaymentFields, paidOnRules } from './payment-fields';
import { usePaymentForm } from './use-payment-form';

/** A report page's request: convert (to drafts or issued invoices) or pay; `done` runs on success. */
export type InvoicingRequest = {
  kind: 'proforma' | 'invoice' | 'pay';
  choice: ReportChoice;
  /** How many students or items were chosen, for the question. */
  count: number;
  done?: () => void;
  /** Where focus goes once the server refused it and the question closed (else back to its opener). */
  refused?: FocusTarget;
  /** Where focus goes when the result dialog closes: what asked is disabled or gone by then. */
  finished?: FocusTarget;
};

type ReportInvoicingProps = {
  request: InvoicingRequest | null;
  onClose: () => void;
  /** The report's tables change (the items' billing status). */
  onChanged: () => void;
  invoicesHref: string;
};

/**
 * The report's invoice actions (issue 28): asks before converting, then says how many invoices
 * were made with a link to the Invoices page; Mark as Paid asks how the money came. A refused
 * conversion (items already invoiced, here or through another report; a report still generating)
 * closes the question, shows the server's message and refreshes the report, whose tables then
 * show what changed (issue 39); focus goes where the request says, else back to its opener.
 * Closing the result ('Stay on the report', Escape) puts focus where the request says too (issue 40).
 */
export function ReportInvoicing({ request, onClose, onChanged, invoicesHref }: ReportInvoicingProps) {
  const { t } = useTranslation('overtime');
  const convert = useConvertToInvoices(onChanged);
  const pay = usePayStudents(onChanged);
  const [made, setMade] = useState<{
    kind: InvoicingRequest['kind'];
    count: number;
    finished: FocusTarget | undefined;
  } | null>(null);
  const focusAfter = useFocusAfter();
  const payment = usePaymentForm(paidOnRules(t('invoices.payment.notFuture')));
  const { setErrors } = payment;
  const byStudent = request ? 'childIds' in request.choice : true;
  const close = () => {
    pay.reset();
    setErrors({});
    onClose();
  };
  const finish = (kind: InvoicingRequest['kind'], count: number) => {
    request?.done?.();
    close();
    setMade({ kind, count, finished: request?.finished });
  };
  const closeMade = () => {
    if (made?.finished) focusAfter(made.finished);
    setMade(null);
  };

  const runConvert = () => {
    if (!request) return;
    convert.mutate(
      { choice: request.choice, issue: request.kind === 'invoice' },
      {
        onSuccess: (answer) => finish(request.kind, answer.invoices.length),
        onError: (error) => {
          if (request.refused) focusAfter(request.refused);
          close();
          toastError(error);
          onChanged();
        },
      },
    );
  };
  const runPay = () => {
    if (!request || !('childIds' in request.choice)) return;
    // The day shown is the day sent, or nothing is sent (decision 090).
    const read = payment.read();
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    pay.mutate(
      { reportId: request.choice.reportId, body: { ...read.payment, childIds: request.choice.childIds } },
      {
        onSuccess: (answer) => finish('pay', answer.invoices.length),
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'paidOn') setErrors({ paidOn: error.message });
        },
      },
    );
  };

  const madeText = (result: typeof made) => {
    if (!result) return '';
    if (result.kind === 'pay') return t('invoicing.paid', { count: result.count });
    if (result.kind === 'invoice') return t('invoicing.issued', { count: result.count });
    return t('invoicing.drafts', { count: result.count });
  };
  const converting = request && request.kind !== 'pay' ? request.kind : null;
  return (
    <>
      <ConfirmDialog
        open={converting !== null}
        onOpenChange={(open) => (open || convert.isPending ? undefined : close())}
        title={converting === 'invoice' ? t('invoicing.invoiceTitle') : t('invoicing.proformaTitle')}
        description={
          byStudent
            ? t('invoicing.studentsDescription', { count: request?.count ?? 0 })
            : t('invoicing.itemsDescription', { count: request?.count ?? 0 })
        }
        confirmLabel={converting === 'invoice' ? t('invoicing.toInvoice') : t('invoicing.toProforma')}
        onConfirm={runConvert}
        pending={convert.isPending}
        pendingLabel={t('invoices.saving')}
      />
      {request?.kind === 'pay' ? (
        <FormDialog
          busy={pay.isPending}
          onClose={close}
          title={t('invoicing.payTitle')}
          description={t('invoicing.payDescription', { count: request.count })}
          onSubmit={runPay}
          cancel={t('invoices.cancel')}
          submit={t('invoices.payment.submit')}
          saving={t('invoices.saving')}
        >
          <div className="grid gap-4">
            <PaymentFields {...payment.fields} />
            {pay.error && !(pay.error instanceof ApiError && pay.error.field === 'paidOn') ? (
              <p role="alert" className="text-sm text-red-700">
                {getErrorMessage(pay.error)}
              </p>
            ) : null}
          </div>
        </FormDialog>
      ) : null}
      <DialogFrame
        open={made !== null}
        onOpenChange={(open) => (open ? undefined : closeMade())}
        title={made?.kind === 'pay' ? t('invoicing.paidTitle') : t('invoicing.madeTitle')}
        description={madeText(made)}
        footer={<InvoicesMadeFooter onStay={closeMade} invoicesHref={invoicesHref} />}
      />
    </>
  );
}
