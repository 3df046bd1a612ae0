import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { FamilyCredit } from '@/features/parent-invoices/components/family-credit';
import { InvoiceList } from '@/features/parent-invoices/components/invoice-list';
import { usePageTitle } from '@/hooks/use-page-title';

/** /parent/payments : the family's overtime invoices (issue 28). */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('title'));
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold text-zinc-900">{t('title')}</h1>
        <p className="text-sm text-zinc-600">{t('intro')}</p>
      </div>
      <FamilyCredit />
      <InvoiceList invoiceHref={paths.parent.invoice.href} />
    </section>
  );
}
