import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InvoicePaymentResult } from '@/features/parent-invoices/components/invoice-payment-result';
import { useOrderStatus } from '@/features/registration/api/get-order-status';
import { PaymentResult } from '@/features/registration/components/payment-result';
import { usePageTitle } from '@/hooks/use-page-title';

function BackToDashboard() {
  const { t } = useTranslation('parent');
  return (
    <Button asChild size="lg" variant="outline">
      <Link to={paths.parent.home.path}>{t('paymentComplete.backToDashboard')}</Link>
    </Button>
  );
}

/** For an order that pays invoices: each invoice's result and the way back to Payments. */
function InvoiceResult({ orderId }: { orderId: string }) {
  const order = useOrderStatus(orderId);
  const invoices = order.data?.invoices ?? [];
  const keptAsCreditSen = order.data?.keptAsCreditSen ?? 0;
  return invoices.length > 0 || keptAsCreditSen > 0 ? (
    <InvoicePaymentResult
      invoices={invoices}
      keptAsCreditSen={keptAsCreditSen}
      paymentsHref={paths.parent.payments.path}
    />
  ) : null;
}

/** /parent/payment/complete?orderId=..&billplz[paid]=..&billplz[id]=.. : where the gateway sends the parent back. */
export function PaymentCompletePage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('paymentComplete.title'));
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  return (
    <section className="mx-auto grid w-full max-w-md gap-4 p-4 sm:p-6">
      {orderId ? (
        <PaymentResult
          orderId={orderId}
          paid={params.get('billplz[paid]')}
          back={
            <>
              <InvoiceResult orderId={orderId} />
              <BackToDashboard />
            </>
          }
        />
      ) : (
        <Card className="grid gap-4 p-6 text-center">
          <CircleAlert aria-hidden="true" className="mx-auto size-12 text-zinc-500" />
          <h1 className="text-2xl font-semibold text-zinc-900">{t('paymentComplete.title')}</h1>
          <p role="alert" className="text-zinc-600">
            {t('paymentComplete.noOrderId')}
          </p>
          <BackToDashboard />
        </Card>
      )}
    </section>
  );
}
