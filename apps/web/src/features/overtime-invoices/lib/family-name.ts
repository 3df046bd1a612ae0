import type { OvertimeInvoice } from '@cic/contract';
import { useTranslation } from 'react-i18next';

/** A family's name as the invoice holds it: 'Tan Family', or 'No family' for a child billed alone. */
export function useFamilyName() {
  const { t } = useTranslation('overtime');
  return (invoice: Pick<OvertimeInvoice, 'family'>) =>
    invoice.family ? t('invoices.family', { name: invoice.family.namedAfter }) : t('invoices.noFamily');
}
