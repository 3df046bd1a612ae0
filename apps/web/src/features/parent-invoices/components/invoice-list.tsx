import { formatSen } from '@cic/contract/shared/money';
import { ChevronRight, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/time';
import { useInvoices } from '../api/get-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The family's invoices, newest first, each opening its page (`invoiceHref`). */
export function InvoiceList({ invoiceHref }: { invoiceHref: (invoiceId: string) => string }) {
  const { t } = useTranslation('payments');
  const invoices = useInvoices();

  if (invoices.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }
  if (invoices.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {getErrorMessage(invoices.error, t('loadFailed'))}
      </p>
    );
  }
  const rows = invoices.data.pages.flatMap((page) => page.invoices);
  if (rows.length === 0) {
    return (
      <Card className="grid justify-items-center gap-2 p-6 text-center text-zinc-600">
        <Receipt aria-hidden="true" className="size-8 text-zinc-400" />
        <p>{t('empty')}</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {rows.map((invoice) => (
          <li key={invoice.id}>
            <Link
              to={invoiceHref(invoice.id)}
              className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-zinc-900">{invoice.number}</span>
                  <InvoiceStatusBadge invoice={invoice} />
                </div>
                <span className="truncate text-sm text-zinc-600">{invoice.centre.name}</span>
                <span className="text-sm text-zinc-600">
                  {t('dates', {
                    issued: formatDate(invoice.issueDate),
                    due: formatDate(invoice.dueDate),
                  })}
                </span>
                <span className="font-medium text-zinc-900 tabular-nums">
                  {invoice.balanceSen > 0
                    ? t('balanceOf', { amount: formatSen(invoice.balanceSen) })
                    : formatSen(invoice.totalSen)}
                </span>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
            </Link>
          </li>
        ))}
      </ul>
      {invoices.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit justify-self-center"
          onClick={() => void invoices.fetchNextPage()}
          disabled={invoices.isFetchingNextPage}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </div>
  );
}
