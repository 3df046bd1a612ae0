import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { InvoiceDetail } from '@/features/parent-invoices/components/invoice-detail';
import { usePageTitle } from '@/hooks/use-page-title';

/** /parent/payments/{invoiceId} : one invoice, its lines and payments, and Pay for the balance. */
export function InvoicePage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('invoice'));
  const { invoiceId = '' } = useParams();
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.parent.payments.path}>
          <ArrowLeft aria-hidden="true" />
          {t('title')}
        </Link>
      </Button>
      <InvoiceDetail key={invoiceId} invoiceId={invoiceId} />
    </section>
  );
}
