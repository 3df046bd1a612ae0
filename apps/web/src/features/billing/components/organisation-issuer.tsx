import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { InlineLoadError } from '@/components/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useEInvoiceIssuer } from '../api/get-e-invoice-issuer';
import { OrganisationIssuerForm } from './organisation-issuer-form';

/** Billing → e-Invoice: the organisation's issuer, the details every e-invoice names as its supplier. */
export function OrganisationIssuer() {
  const { t } = useTranslation('billing');
  const issuer = useEInvoiceIssuer();
  return (
    <AdminSection
      id="organisation-issuer-title"
      title={t('eInvoice.organisation.title')}
      description={t('eInvoice.organisation.description')}
    >
      {issuer.isPending ? <Skeleton className="h-[36rem] w-full" /> : null}
      {issuer.isError ? <InlineLoadError error={issuer.error} onRetry={() => issuer.refetch()} /> : null}
      {issuer.isSuccess ? <OrganisationIssuerForm issuer={issuer.data} /> : null}
    </AdminSection>
  );
}
