import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { billingPageSize } from '@/features/billing/api/billing-key';
import { BillingListFilters } from '@/features/billing/components/billing-list-filters';
import { ChildEnrolmentsSheet } from '@/features/billing/components/child-enrolments-sheet';
import { childLink, EnrolmentsTable } from '@/features/billing/components/enrolments-table';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { useListParams } from '@/hooks/use-list-params';
import { AdminPage } from '../admin-page';
import { readCentreSearch } from './fees';

const A = paths.admin;

/**
 * /app/admin/billing/enrolments (issue 41): children with their latest enrolment, by centre and
 * name. `?child=` opens a child's periods, package change and withdrawal in a sheet beside the list,
 * so a reload or a shared link shows the same.
 */
export function BillingEnrolmentsPage() {
  const { t } = useTranslation('billing');
  const { filters, page, set } = useListParams(readCentreSearch);
  const { params, update } = useAddressParams();
  const focusAfter = useFocusAfter();
  const childId = params.get('child') || null;
  const childHref = (id: string) =>
    A.billingEnrolments.href(Object.fromEntries(withParams(params, { child: id })));
  const close = () => {
    update((live) => withParams(live, { child: undefined }), { replace: true });
    // The sheet opened by navigation, not from a button: focus goes back to the child's row.
    if (childId) focusAfter(() => childLink(childId));
  };
  return (
    <AdminPage title={t('enrolments.title')} description={t('enrolments.description')}>
      <BillingListFilters
        filters={filters}
        onChange={set}
        searchPlaceholder={t('enrolments.searchPlaceholder')}
      />
      <Card className="p-4">
        <EnrolmentsTable
          query={{ ...filters, page, limit: billingPageSize }}
          onPage={(next, how) => set({ page: next }, how)}
          detailHref={childHref}
        />
      </Card>
      <ChildEnrolmentsSheet childId={childId} onClose={close} />
    </AdminPage>
  );
}
