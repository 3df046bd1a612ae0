import type { OrderInvoice } from '@cic/contract/overtime/parent-invoices';
import { formatSen } from '@cic/contract/shared/money';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * The payment-complete page's word on the invoices an order paid (one bill may pay several,
 * oldest due first): each paid, or what is left; what of the payment was kept as the family's
 * credit (decision 088: an invoice may have been settled or voided meanwhile, then it reads as it
 * is or is left out); and the way back to Payments (where a failed payment is tried again).
 */
export function InvoicePaymentResult({
  invoices,
  keptAsCreditSen,
  paymentsHref,
}: {
  invoices: readonly OrderInvoice[];
  keptAsCreditSen: number;
  paymentsHref: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <div className="grid gap-3 rounded-xl bg-zinc-50 p-4 text-center" aria-live="polite">
      {keptAsCreditSen > 0 ? (
        <p className="font-medium text-zinc-900">
          {t('result.keptAsCredit', { amount: formatSen(keptAsCreditSen) })}
        </p>
      ) : null}
      {invoices.length > 0 ? (
        <ul className="grid gap-1 font-medium text-zinc-900" aria-label={t('result.invoices')}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              {invoice.status === 'PAID'
                ? t('result.invoicePaid', { number: invoice.number })
                : t('result.invoiceBalance', {
                    number: invoice.number,
                    amount: formatSen(invoice.balanceSen),
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      <Button asChild size="lg">
        <Link to={paymentsHref}>
          <Receipt aria-hidden="true" />
          {t('result.backToPayments')}
        </Link>
      </Button>
    </div>
  );
}
