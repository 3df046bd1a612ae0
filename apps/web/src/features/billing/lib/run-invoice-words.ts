import type { BillingRunInvoice, InvoiceState } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import type { BadgeProps } from '@/components/ui/badge';

/** The state badge's colour, as on the Invoices list: settled green, owed amber, void and refunded plain. */
export const runInvoiceBadge: Record<InvoiceState, NonNullable<BadgeProps['variant']>> = {
  DRAFT: 'secondary',
  ISSUED: 'warning',
  PARTLY_PAID: 'warning',
  PAID: 'success',
  VOID: 'outline',
  PARTLY_REFUNDED: 'outline',
  REFUNDED: 'outline',
};

/** Whom an invoice bills, as the invoice pages and PDFs say it: 'Tan Family', or 'No family'. */
export function useFamilyName() {
  const { t } = useTranslation('billing');
  return (invoice: Pick<BillingRunInvoice, 'familyNamedAfter'>) =>
    invoice.familyNamedAfter === null
      ? t('run.invoices.noFamily')
      : t('run.invoices.family', { name: invoice.familyNamedAfter });
}
