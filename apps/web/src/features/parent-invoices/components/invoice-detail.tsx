import { chargeRateWords, rateTextToMicro } from '@cic/contract/overtime/charge-rate';
import type { ParentInvoiceDetail, ParentInvoiceLine } from '@cic/contract/overtime/parent-invoices';
import { formatSen } from '@cic/contract/shared/money';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReceiptButton, type ReceiptWords } from '@/components/receipt-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeeLineText } from '@/hooks/use-fee-line-text';
import { getErrorMessage } from '@/lib/api-client';
import { useOpenDocument } from '@/lib/open-document';
import { formatDate, formatTime } from '@/lib/time';
import { invoicePdfLink, parentReceiptLink } from '../api/document-links';
import { useInvoice } from '../api/get-invoice';
import { usePayInvoice } from '../api/pay-invoice';
import { InvoiceCreditNotes } from './invoice-credit-notes';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PayOnlineButton } from './pay-online-button';
import { VoidedNotice } from './voided-notice';

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-zinc-600">{label}</dt>
      <dd className={strong ? 'font-semibold text-zinc-900 tabular-nums' : 'text-zinc-900 tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

/**
 * One line: the child, then for a late pick-up when and the rate as its rule states it ('RM 5.00
 * per 15 minutes × 2'), for a fee what it charges and its period; the amount.
 */
function LineItem({ line }: { line: ParentInvoiceLine }) {
  const { t } = useTranslation('payments');
  const feeLineText = useFeeLineText();
  const { charge } = line;
  let details: string[];
  if (charge.kind === 'OVERTIME') {
    const duration =
      charge.unit === 'HOUR'
        ? t('hours', { count: charge.duration })
        : t('minutes', { count: charge.duration });
    const rate = chargeRateWords({
      ...charge,
      amountSen: line.amountSen,
      rateMicro: rateTextToMicro(charge.rate),
    });
    details = [
      t('lineWhen', {
        date: formatDate(line.date),
        start: formatTime(charge.startTime),
        end: formatTime(charge.endTime),
        duration,
      }),
      t(`rateTerms.${rate.wording}`, rate.params),
    ];
  } else {
    details = [feeLineText(charge), `${formatDate(charge.periodStart)} - ${formatDate(charge.periodEnd)}`];
  }
  return (
    <li className="flex justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium text-zinc-900">{line.child.name}</span>
        {details.map((detail) => (
          <span key={detail} className="text-sm text-zinc-600">
            {detail}
          </span>
        ))}
      </div>
      <span className="shrink-0 font-medium text-zinc-900 tabular-nums">{formatSen(line.amountSen)}</span>
    </li>
  );
}

/**
 * Pay RM x for the balance. Refused with 409 when the invoice changed meanwhile (voided): the page
 * is read again and shows it.
 */
function PayButton({ invoice }: { invoice: ParentInvoiceDetail }) {
  const pay = usePayInvoice();
  return <PayOnlineButton payment={pay} variables={invoice.id} amountSen={invoice.balanceSen} />;
}

/**
 * One invoice: its figures, lines, payments and refunds, Pay for the balance while one is owed (a
 * voided one says so instead), and its PDF, each payment's receipt and each credit note (opened
 * from the file store, in the parent's language).
 */
export function InvoiceDetail({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('payments');
  const query = useInvoice(invoiceId);
  const pdf = useOpenDocument(invoicePdfLink);
  const receipts = useOpenDocument((paymentId: string) => parentReceiptLink({ invoiceId, paymentId }));
  const receiptWords: ReceiptWords = { text: t('receipt'), labelOf: (paid) => t('receiptFor', paid) };

  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1 className="text-2xl font-semibold text-zinc-900">{t('invoice')}</h1>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {getErrorMessage(query.error, t('loadFailed'))}
        </p>
      </>
    );
  }
  const invoice = query.data;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-zinc-900">
          {t('invoiceNumber', { number: invoice.number })}
        </h1>
        <InvoiceStatusBadge invoice={invoice} />
      </div>
      <Card className="grid gap-4 p-4">
        <dl className="grid gap-2 text-sm">
          <Figure label={t('centre')} value={invoice.centre.name} />
          <Figure label={t('issueDate')} value={formatDate(invoice.issueDate)} />
          <Figure label={t('dueDate')} value={formatDate(invoice.dueDate)} />
          <Figure label={t('total')} value={formatSen(invoice.totalSen)} />
          <Figure label={t('paid')} value={formatSen(invoice.paidSen)} />
          {invoice.creditedSen > 0 ? (
            <Figure label={t('refunded')} value={formatSen(invoice.creditedSen)} />
          ) : null}
          <Figure label={t('balance')} value={formatSen(invoice.balanceSen)} strong />
        </dl>
        {invoice.status === 'VOID' ? <VoidedNotice invoice={invoice} /> : null}
        {invoice.balanceSen > 0 ? <PayButton invoice={invoice} /> : null}
        <Button variant="outline" disabled={pdf.isPending} onClick={() => pdf.mutate(invoice.id)}>
          <FileDown aria-hidden="true" />
          {t('downloadInvoice')}
        </Button>
      </Card>
      <Card className="grid gap-1 p-4">
        <h2 className="font-semibold text-zinc-900">{t('lines')}</h2>
        <ul className="divide-y divide-zinc-100">
          {invoice.lines.map((line) => (
            <LineItem key={line.id} line={line} />
          ))}
        </ul>
      </Card>
      {invoice.keptAsCreditSen > 0 ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-zinc-900">
          {t('credit.keptOnInvoice', { amount: formatSen(invoice.keptAsCreditSen) })}
        </p>
      ) : null}
      <Card className="grid gap-1 p-4">
        <h2 className="font-semibold text-zinc-900">{t('received')}</h2>
        {invoice.payments.length === 0 ? (
          <p className="py-2 text-sm text-zinc-600">{t('noPayments')}</p>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {invoice.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <span className="text-zinc-900">
                  {t('paymentWhen', {
                    date: formatDate(payment.paidOn),
                    method: t(`method.${payment.method}`),
                  })}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-medium text-zinc-900 tabular-nums">
                    {formatSen(payment.amountSen)}
                  </span>
                  <ReceiptButton receipts={receipts} payment={payment} words={receiptWords} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <InvoiceCreditNotes invoice={invoice} />
    </>
  );
}
