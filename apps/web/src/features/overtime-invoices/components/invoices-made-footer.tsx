import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** After invoices were made or paid from a report: stay on the report, or open the Invoices list. */
export function InvoicesMadeFooter({ onStay, invoicesHref }: { onStay: () => void; invoicesHref: string }) {
  const { t } = useTranslation('overtime');
  return (
    <>
      <Button variant="outline" onClick={onStay}>
        {t('invoicing.stay')}
      </Button>
      <Button asChild>
        <Link to={invoicesHref}>{t('invoicing.openInvoices')}</Link>
      </Button>
    </>
  );
}
