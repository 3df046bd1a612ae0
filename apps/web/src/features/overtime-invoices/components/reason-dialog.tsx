import {
  eInvoiceVoidOutcome,
  type MoneyRules,
  message,
  readMoneyEntry,
  ringgitTextOf,
  type StatedEInvoiceProof,
} from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { type InvoiceChange, useChangeInvoice } from '../api/change-invoice';

type ReasonDialogProps = {
  invoiceId: string;
  /** The invoice's e-invoice: a void says what it does to it (issue 42). */
  eInvoice?: StatedEInvoiceProof | null;
  kind: 'void' | 'credit-note';
  /** A credit note's amount starts at what can still be refunded. */
  refundableSen?: number;
  onClose: () => void;
};

/**
 * Void (a reason) or Credit note (an amount and a reason): the admin's own words are kept as the
 * reason, never words the product makes.
 */
export function ReasonDialog({
  invoiceId,
  eInvoice = null,
  kind,
  refundableSen = 0,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('overtime');
  const change = useChangeInvoice(invoiceId);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(ringgitTextOf(refundableSen));
  const amountRules: MoneyRules = {
    required: message('invoices.amountRinggit'),
    min: { units: 1, message: message('invoices.amountRinggit') },
    max: { units: refundableSen, message: message('invoices.creditTooLarge') },
  };
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});
  const voidOutcome = eInvoiceVoidOutcome(eInvoice, new Date());
  const eInvoiceWords = {
    CANCEL: t('invoices.void.eInvoiceCancel'),
    CREDIT_NOTE:
      eInvoice?.state === 'VALID' && eInvoice.consolidated
        ? t('invoices.void.eInvoiceConsolidatedCreditNote')
        : t('invoices.void.eInvoiceCreditNote'),
    LEAVE_OUT: t('invoices.void.eInvoiceLeftOut'),
  };
  const words =
    kind === 'void'
      ? {
          title: t('invoices.void.title'),
          description: voidOutcome
            ? `${t('invoices.void.description')} ${eInvoiceWords[voidOutcome]}`
            : t('invoices.void.description'),
          submit: t('invoices.void.submit'),
          done: t('invoices.void.done'),
        }
      : {
          title: t('invoices.creditNote.title'),
          description: t('invoices.creditNote.description'),
          submit: t('invoices.creditNote.submit'),
          done: t('invoices.creditNote.done'),
        };

  const submit = () => {
    const amountSen = readMoneyEntry(amount, amountRules);
    const found = {
      reason: reason.trim() ? undefined : message('invoices.reason'),
      amount: kind === 'credit-note' ? (amountSen.problem ?? undefined) : undefined,
    };
    setErrors(found);
    if (found.reason || found.amount) return;
    const body: InvoiceChange =
      kind === 'void'
        ? { kind, body: { reason } }
        : { kind, body: { reason, amountSen: amountSen.units ?? 0 } };
    change.mutate(body, {
      onSuccess: () => {
        toast({ title: words.done });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.field === 'reason' || error.field === 'amountSen')) {
          setErrors({ [error.field === 'reason' ? 'reason' : 'amount']: error.message });
        } else toastError(error);
      },
    });
  };

  return (
    <FormDialog
      busy={change.isPending}
      onClose={onClose}
      title={words.title}
      description={words.description}
      onSubmit={submit}
      cancel={t('invoices.cancel')}
      submit={words.submit}
      saving={t('invoices.saving')}
      submitVariant={kind === 'void' ? 'destructive' : 'default'}
    >
      <div className="grid gap-4">
        {kind === 'credit-note' ? (
          <MoneyField
            label={t('invoices.payment.amount')}
            value={amount}
            onChange={setAmount}
            rules={amountRules}
            error={errors.amount}
          />
        ) : null}
        <FormField label={t('invoices.reason')} error={errors.reason}>
          <Textarea
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
