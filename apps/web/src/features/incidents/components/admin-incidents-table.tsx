import { useTranslation } from 'react-i18next';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { RowLinkCell } from '@/components/ui/row-link-cell';
import { TableCell } from '@/components/ui/table';
import { formatDateTime } from '@/lib/time';
import { type AdminIncidentFilters, useAdminIncidents } from '../api/admin-incidents';

const columns = ['child', 'centre', 'kind', 'when', 'place', 'status', 'acknowledged'] as const;

/** Reports across centres in the period, latest first; a row opens the report (an audited read). */
export function AdminIncidentsTable({
  query,
  onPage,
  detailHref,
}: {
  query: AdminIncidentFilters & { page: number };
  onPage: OnPage;
  detailHref: (incidentId: string) => string;
}) {
  const { t } = useTranslation('incidents');
  const list = useAdminIncidents(query);
  return (
    <PagedListTable
      countFound
      label={t('admin.tableLabel')}
      noun={(count) => t('admin.noun', { count })}
      emptyText={t('admin.empty')}
      columns={columns.map((column) => t(`admin.columns.${column}`))}
      list={list}
      onPage={onPage}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.id)}
      cells={(row) => (
        <>
          <RowLinkCell to={detailHref(row.id)} className="min-w-40">
            {row.child.name}
          </RowLinkCell>
          <TableCell className="min-w-32">{row.centre.name}</TableCell>
          <TableCell>{t(`kinds.${row.kind}`)}</TableCell>
          <TableCell className="min-w-36 tabular-nums">{formatDateTime(row.occurredAt)}</TableCell>
          <TableCell className="min-w-32">{row.place}</TableCell>
          <TableCell className="min-w-32">{t(`statuses.${row.status}`)}</TableCell>
          <TableCell className="min-w-36 tabular-nums">
            {row.acknowledgedAt ? formatDateTime(row.acknowledgedAt) : t('report.notAcknowledged')}
          </TableCell>
        </>
      )}
    />
  );
}
