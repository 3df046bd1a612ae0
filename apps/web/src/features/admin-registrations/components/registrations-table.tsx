import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { formatDateTime, timePatterns } from '@/lib/time';
import { useRegistrations } from '../api/get-registrations';
import { registrationBadge } from '../lib/status-badges';

const columns = [
  'orders:registrations.columns.number',
  'orders:registrations.columns.childName',
  'orders:registrations.columns.center',
  'orders:registrations.columns.yearIntake',
  'orders:registrations.columns.contactParent',
  'orders:registrations.columns.status',
  'orders:registrations.columns.registeredAt',
  'orders:registrations.columns.actions',
];

type RegistrationsTableProps = {
  query: PagedListQuery;
  onPage: OnPage;
  detailHref: (registrationId: string) => string;
};

/** Spec 3 §2.5: '{n} registrations found', then a page of registrations; a row opens its detail. */
export function RegistrationsTable({ query, onPage, detailHref }: RegistrationsTableProps) {
  const { t } = useTranslation('orders');
  const list = useRegistrations(query);
  return (
    <PagedListTable
      countFound
      label={t('registrations.title')}
      noun={(count) => t('registrations.noun', { count })}
      emptyText={t('registrations.empty')}
      errorText={(message) => t('registrations.loadError', { message })}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(registration) => registration.id}
      rowHref={(registration) => detailHref(registration.id)}
      cells={(registration) => (
        <>
          <TableCell className="font-medium whitespace-nowrap">{registration.registrationNumber}</TableCell>
          <TableCell className="min-w-40">{registration.fullName}</TableCell>
          <TableCell className="min-w-32">{registration.center.name}</TableCell>
          <TableCell className="tabular-nums">{registration.yearIntake}</TableCell>
          <TableCell className="min-w-32">{registration.contactParent.fullName ?? '-'}</TableCell>
          <TableCell>
            <Badge variant={registrationBadge(registration.status)}>
              {t(`registrationStatus.${registration.status}`)}
            </Badge>
          </TableCell>
          <TableCell className="whitespace-nowrap">
            {formatDateTime(registration.createdAt, timePatterns.orderDateTime)}
          </TableCell>
          <TableCell>
            <Button asChild variant="outline" size="sm">
              <Link
                to={detailHref(registration.id)}
                aria-label={t('registrations.viewLabel', { number: registration.registrationNumber })}
              >
                {t('registrations.view')}
              </Link>
            </Button>
          </TableCell>
        </>
      )}
    />
  );
}
