import type { ParentInvoiceDetail } from '@cic/contract/overtime/parent-invoices';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A voided invoice says so, and why, in the admin's own words, where Pay would be (decision 089). */
export function VoidedNotice({ invoice }: { invoice: Pick<ParentInvoiceDetail, 'voidReason'> }) {
  const { t } = useTranslation('payments');
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-zinc-200 bg-zinc-50 p-3 text-sm">
      <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
      <div className="grid gap-1">
        <p className="font-semibold text-zinc-900">{t('voidedTitle')}</p>
        <p className="text-zinc-700">{t('voidedNote')}</p>
        {invoice.voidReason ? (
          <p className="break-words text-zinc-700">{t('voidReason', { reason: invoice.voidReason })}</p>
        ) : null}
      </div>
    </div>
  );
}
