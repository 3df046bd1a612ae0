import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { InvoiceDetail } from '@/features/parent-invoices/components/invoice-detail';
import { usePageTitle } from '@/hooks/use-page-title';
import { ParentBackLink } from './parent-back-link';

/** /parent/payments/{invoiceId} : one invoice, its lines and payments, and Pay for the balance. */
export function InvoicePage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('invoice'));
  const { invoiceId = '' } = useParams();
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <ParentBackLink to={paths.parent.payments.path}>{t('title')}</ParentBackLink>
      <InvoiceDetail key={invoiceId} invoiceId={invoiceId} />
    </section>
  );
}
