import { invoiceModules } from '@cic/contract/admin/invoice-modules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasModule } from '@/app/admin-modules';
import { paths } from '@/app/paths';
import { SearchBox } from '@/components/search-box';
import { Card } from '@/components/ui/card';
import { HistoryBackButton } from '@/features/admin-registrations/components/history-back-button';
import { OrderDetail } from '@/features/admin-registrations/components/order-detail';
import { RegistrationDetail } from '@/features/admin-registrations/components/registration-detail';
import { RegistrationsTable } from '@/features/admin-registrations/components/registrations-table';
import { registrationPageSize } from '@/features/admin-registrations/lib/registrations-key';
import { useSearchListParams } from '@/hooks/use-list-params';
import { useStaffMe } from '@/lib/session';
import { AdminPage } from './admin-page';

const A = paths.admin;

/** /app/admin/registrations: every registration, searchable and paged (spec 3 §2.5). */
export function RegistrationsPage() {
  const { t } = useTranslation('orders');
  const { query, set } = useSearchListParams(registrationPageSize);
  return (
    <AdminPage title={t('registrations.title')} description={t('registrations.description')}>
      <SearchBox
        value={query.search ?? ''}
        placeholder={t('registrations.searchPlaceholder')}
        onSearch={(search) => set({ search: search || undefined })}
      />
      <Card className="p-4">
        <RegistrationsTable
          query={query}
          onPage={(page, how) => set({ page }, how)}
          detailHref={A.registration.href}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/registrations/{registrationId}: every field, 'View Order', the status change. */
export function RegistrationPage() {
  const { t } = useTranslation('orders');
  const { registrationId = '' } = useParams();
  return (
    <AdminPage
      title={t('registration.title')}
      showHeading={false}
      back={{ to: A.registrations.path, label: t('registration.back') }}
    >
      <RegistrationDetail registrationId={registrationId} orderHref={A.order.href} />
    </AdminPage>
  );
}

/**
 * /app/admin/orders/{orderId}: the order, its items and payments, the manual reconciliation; an
 * invoice's order links to its invoice for an admin with the Overtime or Billing module.
 */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const me = useStaffMe();
  const seesInvoices = me.data ? hasModule(me.data, ...invoiceModules) : false;
  return (
    <AdminPage title={t('order.title')} showHeading={false}>
      <HistoryBackButton fallback={A.registrations.path} />
      <OrderDetail
        orderId={orderId}
        registrationHref={A.registration.href}
        invoiceHref={seesInvoices ? A.overtimeInvoice.href : undefined}
      />
    </AdminPage>
  );
}
