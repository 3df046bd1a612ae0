import { useTranslation } from 'react-i18next';
import { CentreIssuers } from '@/features/billing/components/centre-issuers';
import { OrganisationIssuer } from '@/features/billing/components/organisation-issuer';
import { AdminPage } from '../admin-page';

/**
 * /app/admin/billing/e-invoice (issue 42, decision 105): who the e-invoices sent to MyInvois name
 * as the supplier, the organisation, and the centres run by another legal entity. MyInvois' client
 * id and secret are the operator's configuration, never on this page.
 */
export function BillingEInvoicePage() {
  const { t } = useTranslation('billing');
  return (
    <AdminPage title={t('eInvoice.title')} description={t('eInvoice.description')}>
      <div className="grid max-w-4xl grid-cols-1 gap-8">
        <p className="text-sm text-zinc-600">{t('eInvoice.credentials')}</p>
        <OrganisationIssuer />
        <CentreIssuers />
      </div>
    </AdminPage>
  );
}
