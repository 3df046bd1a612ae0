import type { OrderInvoice } from '@cic/contract/overtime/parent-invoices';
import { formatSen } from '@cic/contract/shared/money';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * The payment-complete page's word on the invoice an order paid: paid, or what is left; what of
 * the payment was kept as the family's credit (decision 088: the invoice may have been settled or
 * voided meanwhile, then `invoice` is what it is or null); and the way back to Payments (where a
 * failed payment is tried again).
 */
export function InvoicePaymentResult({
  invoice,
  keptAsCreditSen,
  paymentsHref,
}: {
  invoice: OrderInvoice | null;
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
      {invoice ? (
        <p className="font-medium text-zinc-900">
          {invoice.status === 'PAID'
            ? t('result.invoicePaid', { number: invoice.number })
            : t('result.invoiceBalance', {
                number: invoice.number,
                amount: formatSen(invoice.balanceSen),
              })}
        </p>
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
