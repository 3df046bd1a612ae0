import { adminRegistrationUpdateSchema, registrationStatuses } from '@cic/contract';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailError, DetailList, DetailSkeleton } from '@/components/detail-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRegistration } from '../api/get-registration';
import { useUpdateRegistration } from '../api/update-registration';
import { registrationFieldGroups } from '../lib/registration-fields';
import { registrationBadge } from '../lib/status-badges';
import { StatusChange } from './status-change-dialog';

type RegistrationDetailProps = {
  registrationId: string;
  orderHref: (orderId: string) => string;
};

/** A registration's every field in groups, 'View Order' when it has one, and the status change. */
export function RegistrationDetail({ registrationId, orderHref }: RegistrationDetailProps) {
  const { t } = useTranslation('orders');
  const registration = useRegistration(registrationId);
  const update = useUpdateRegistration(registrationId);
  if (registration.isPending) return <DetailSkeleton />;
  if (registration.isError) {
    return (
      <DetailError
        error={registration.error}
        notFound={t('registration.notFound')}
        errorText={(message) => t('registration.loadError', { message })}
      />
    );
  }
  const r = registration.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-zinc-900">{r.fullName}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
            <span>{t('registration.number', { number: r.registrationNumber })}</span>
            <Badge variant={registrationBadge(r.status)}>{t(`registrationStatus.${r.status}`)}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {r.orderId ? (
            <Button asChild variant="outline">
              <Link to={orderHref(r.orderId)}>
                <Receipt aria-hidden="true" />
                {t('registration.viewOrder')}
              </Link>
            </Button>
          ) : null}
          <StatusChange
            title={t('registration.changeTitle')}
            description={t('registration.changeDescription')}
            statuses={registrationStatuses}
            statusLabel={(status) => t(`registrationStatus.${status}`)}
            current={r.status}
            schema={adminRegistrationUpdateSchema}
            update={update}
            successMessage={t('registration.updated')}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {registrationFieldGroups(r, t).map((group) => (
          <Card key={group.title} className={group.half ? undefined : 'lg:col-span-2'}>
            <CardHeader>
              <CardTitle>{group.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <DetailList items={group.fields} />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
