import { formatSen } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Metric } from '@/components/metric';
import { useReportInvoicing } from '../api/get-report-invoicing';

/**
 * A READY report's invoiced and not yet invoiced totals (issue 39): a charge on a live invoice
 * counts as invoiced whichever report it was invoiced from, so a report over days already
 * invoiced says so before anyone converts it. `figures` changes with the report's own total.
 */
export function ReportInvoicedTotals({ reportId, figures }: { reportId: string; figures: string }) {
  const { t } = useTranslation('overtime');
  const split = useReportInvoicing(reportId, figures).data;
  return (
    <section aria-label={t('invoicing.totals.label')} className="grid gap-2">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Metric
          label={t('invoicing.totals.invoiced')}
          value={split ? formatSen(split.invoicedSen) : '-'}
          hint={split ? t('invoicing.totals.items', { count: split.invoicedItems }) : undefined}
        />
        <Metric
          label={t('invoicing.totals.uninvoiced')}
          value={split ? formatSen(split.uninvoicedSen) : '-'}
          hint={split ? t('invoicing.totals.items', { count: split.uninvoicedItems }) : undefined}
        />
      </dl>
      <p className="text-xs text-zinc-600">{t('invoicing.totals.hint')}</p>
    </section>
  );
}
