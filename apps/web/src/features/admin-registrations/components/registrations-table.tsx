import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { formatDateTime, timePatterns } from '@/lib/time';
import { useRegistrations } from '../api/get-registrations';
import { registrationBadge } from '../lib/status-badges';

const columns = [
  'Reg. Number',
  'Child Name',
  'Center',
  'Year Intake',
  'Contact Parent',
  'Status',
  'Registered At',
  'Actions',
];

type RegistrationsTableProps = {
  query: PagedListQuery;
  onPage: (page: number) => void;
  detailHref: (registrationId: string) => string;
};

/** Spec 3 §2.5: '{n} registrations found', then a page of registrations; a row opens its detail. */
export function RegistrationsTable({ query, onPage, detailHref }: RegistrationsTableProps) {
  const list = useRegistrations(query);
  return (
    <PagedListTable
      countFound
      label="Registrations"
      noun="registrations"
      emptyText="No registrations found."
      errorText={(message) => `Error loading registrations: ${message}`}
      columns={columns}
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
            <Badge variant={registrationBadge(registration.status)}>{registration.status}</Badge>
          </TableCell>
          <TableCell className="whitespace-nowrap">
            {formatDateTime(registration.createdAt, timePatterns.orderDateTime)}
          </TableCell>
          <TableCell>
            <Button asChild variant="outline" size="sm">
              <Link to={detailHref(registration.id)} aria-label={`View ${registration.registrationNumber}`}>
                View
              </Link>
            </Button>
          </TableCell>
        </>
      )}
    />
  );
}
