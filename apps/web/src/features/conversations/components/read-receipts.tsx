import type { ReadReceipt, ThreadMessage } from '@cic/contract';
import { Check, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/time';
import { hasReadLatest } from '../lib/read-receipt';

/** Staff see, for each parent of the family, whether they have read what the centre last wrote. */
export function ReadReceipts({
  receipts,
  messages,
}: {
  receipts: readonly ReadReceipt[];
  messages: readonly ThreadMessage[];
}) {
  const { t } = useTranslation('conversations');
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="grid gap-2 rounded-2xl border border-zinc-200 bg-white p-4">
      <h2 id={heading} className="text-sm font-semibold text-zinc-900">
        {t('thread.receipts')}
      </h2>
      {receipts.length === 0 ? <p className="text-sm text-zinc-600">{t('thread.noParents')}</p> : null}
      <ul className="grid gap-1 text-sm text-zinc-700 empty:hidden">
        {receipts.map((receipt) => {
          const read = hasReadLatest(receipt, messages);
          const Icon = read ? Check : Clock;
          return (
            <li key={receipt.parent.id} className="flex items-start gap-2 [overflow-wrap:anywhere]">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {read
                ? t('thread.readBy', { name: receipt.parent.name, time: formatDateTime(receipt.readAt) })
                : t('thread.notReadBy', { name: receipt.parent.name })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
