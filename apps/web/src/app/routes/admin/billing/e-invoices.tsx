import { parsePageNumber } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { AdminSection } from '@/components/admin-section';
import { DownloadButton } from '@/components/download-button';
import { Card } from '@/components/ui/card';
import { billingPageSize, consolidatedMonthsPageSize } from '@/features/billing/api/billing-key';
import { useExportEInvoices } from '@/features/billing/api/export-e-invoices';
import { ConsolidatedMonths } from '@/features/billing/components/consolidated-months';
import { EInvoiceFilters } from '@/features/billing/components/e-invoice-filters';
import { EInvoiceSheet } from '@/features/billing/components/e-invoice-sheet';
import { EInvoicesTable } from '@/features/billing/components/e-invoices-table';
import { readEInvoiceFilters } from '@/features/billing/lib/read-e-invoice-filters';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from '../admin-page';

const A = paths.admin;

/** The link of an e-invoice's row (in the list, else in the months), where focus goes back when its sheet closes. */
const eInvoiceLink = (eInvoiceId: string) =>
  document.querySelector(`[data-e-invoice="${CSS.escape(eInvoiceId)}"]`)?.closest<HTMLElement>('a');

/**
 * /app/admin/billing/e-invoices (issue 42): every document sent to MyInvois by status, kind, month
 * issued and number or family, with its CSV; the consolidated e-invoices by month below. `?document=`
 * opens an e-invoice in a sheet beside the list (its errors, its invoices, Resubmit), and
 * `?monthsPage=` pages the months, so a reload or a shared link shows the same.
 */
export function BillingEInvoicesPage() {
  const { t } = useTranslation('billing');
  const { filters, page, set } = useListParams(readEInvoiceFilters);
  const { params, update } = useAddressParams();
  const focusAfter = useFocusAfter();
  const exporter = useExportEInvoices();
  const documentId = params.get('document') || null;
  const monthsPage = parsePageNumber(params.get('monthsPage') ?? '') ?? 1;
  const detailHref = (id: string) =>
    A.billingEInvoices.href(Object.fromEntries(withParams(params, { document: id })));
  const close = () => {
    update((live) => withParams(live, { document: undefined }), { replace: true });
    // The sheet opened by navigation, not from a button: focus goes back to the e-invoice's link.
    if (documentId) focusAfter(() => eInvoiceLink(documentId));
  };
  return (
    <AdminPage
      title={t('eInvoices.title')}
      description={t('eInvoices.description')}
      actions={
        <DownloadButton
          download={exporter}
          input={filters}
          label={t('eInvoices.export')}
          pendingLabel={t('eInvoices.exporting')}
        />
      }
    >
      <EInvoiceFilters filters={filters} onChange={set} />
      <Card className="p-4">
        <EInvoicesTable
          query={{ ...filters, page, limit: billingPageSize }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={detailHref}
        />
      </Card>
      <AdminSection
        id="billing-e-invoice-months"
        title={t('eInvoices.months.title')}
        description={t('eInvoices.months.description')}
      >
        <Card className="p-4">
          <ConsolidatedMonths
            query={{ page: monthsPage, limit: consolidatedMonthsPageSize }}
            onPage={(next, how) =>
              update((live) => withParams(live, { monthsPage: next > 1 ? String(next) : undefined }), how)
            }
            detailHref={detailHref}
          />
        </Card>
      </AdminSection>
      <EInvoiceSheet eInvoiceId={documentId} onClose={close} />
    </AdminPage>
  );
}
