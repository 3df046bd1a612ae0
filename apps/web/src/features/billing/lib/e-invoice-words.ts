import type { EInvoiceRow } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/lib/time';
import { useFamilyName } from './run-invoice-words';

/**
 * What an e-invoice stands for and whom it bills, as the page words them and the CSV does: its
 * invoice's number, or a consolidated one's month and part; its family, or the general public.
 */
export function useEInvoiceWords() {
  const { t } = useTranslation('billing');
  const familyName = useFamilyName();
  return {
    document: (row: Pick<EInvoiceRow, 'invoiceNumber' | 'month' | 'part'>) =>
      row.month === null
        ? (row.invoiceNumber ?? '-')
        : t('eInvoices.consolidatedPart', { month: formatMonth(row.month), part: row.part ?? 1 }),
    buyer: (row: Pick<EInvoiceRow, 'source' | 'familyNamedAfter'>) =>
      row.source === 'CONSOLIDATED' ? t('eInvoices.generalPublic') : familyName(row),
    centre: (row: Pick<EInvoiceRow, 'centre'>) => row.centre?.name ?? t('eInvoices.organisation'),
  };
}
