import { overtimeInvoiceStatuses } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasModule } from '@/app/admin-modules';
import { paths } from '@/app/paths';
import { DownloadButton } from '@/components/download-button';
import { Card } from '@/components/ui/card';
import { useExportInvoices } from '@/features/overtime-invoices/api/download-invoice-files';
import type { InvoiceFilters as Filters } from '@/features/overtime-invoices/api/get-invoices';
import { invoicePageSize } from '@/features/overtime-invoices/api/invoices-key';
import { InvoiceDetail } from '@/features/overtime-invoices/components/invoice-detail';
import { InvoiceFilters } from '@/features/overtime-invoices/components/invoice-filters';
import { InvoicesTable } from '@/features/overtime-invoices/components/invoices-table';
import { useListParams } from '@/hooks/use-list-params';
import { useStaffMe } from '@/lib/session';
import { AdminPage } from './admin-page';

const A = paths.admin;

const isStatus = (value: string | null): value is (typeof overtimeInvoiceStatuses)[number] =>
  (overtimeInvoiceStatuses as readonly (string | null)[]).includes(value);

/** The list's search and filters as the address bar keeps them. */
function readInvoiceFilters(params: URLSearchParams): Filters {
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() || undefined,
    centerId: params.get('centerId') || undefined,
    status: isStatus(status) ? status : undefined,
    overdue: params.get('overdue') === 'true',
  };
}

/** /app/admin/overtime/invoices (issue 28): search, filters, totals, a page of invoices, CSV export. */
export function OvertimeInvoicesPage() {
  const { t } = useTranslation('overtime');
  const { filters, page, set } = useListParams(readInvoiceFilters);
  const exporter = useExportInvoices();
  return (
    <AdminPage
      title={t('invoices.title')}
      description={t('invoices.description')}
      actions={
        <DownloadButton
          download={exporter}
          input={filters}
          label={t('invoices.export')}
          pendingLabel={t('invoices.exporting')}
        />
      }
    >
      <InvoiceFilters filters={filters} onChange={set} />
      <Card className="p-4">
        <InvoicesTable
          query={{ ...filters, page, limit: invoicePageSize }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={A.overtimeInvoice.href}
        />
      </Card>
    </AdminPage>
  );
}

/**
 * /app/admin/overtime/invoices/{invoiceId}: the invoice, its lines, payments, credit notes and
 * actions; a late pick-up invoice links to its report for an admin with the Overtime module.
 */
export function OvertimeInvoicePage() {
  const { t } = useTranslation('overtime');
  const { invoiceId = '' } = useParams();
  const me = useStaffMe();
  const seesReports = me.data ? hasModule(me.data, 'OVERTIME') : false;
  return (
    <AdminPage
      title={t('invoices.detail.pageTitle')}
      showHeading={false}
      back={{ to: A.overtimeInvoices.path, label: t('invoices.detail.back') }}
    >
      <InvoiceDetail
        invoiceId={invoiceId}
        reportHref={seesReports ? (reportId) => `${A.overtimeReport.href(reportId)}?tab=students` : undefined}
        creditHref={A.overtimeCredit.href}
      />
    </AdminPage>
  );
}
