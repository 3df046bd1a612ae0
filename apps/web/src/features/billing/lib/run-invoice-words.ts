import type { BillingRunInvoice } from '@cic/contract';
import { useTranslation } from 'react-i18next';

/** Whom an invoice bills, as the invoice pages and PDFs say it: 'Tan Family', or 'No family'. */
export function useFamilyName() {
  const { t } = useTranslation('billing');
  return (invoice: Pick<BillingRunInvoice, 'familyNamedAfter'>) =>
    invoice.familyNamedAfter === null
      ? t('run.invoices.noFamily')
      : t('run.invoices.family', { name: invoice.familyNamedAfter });
}
