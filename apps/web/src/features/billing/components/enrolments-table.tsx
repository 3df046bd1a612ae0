import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { Badge } from '@/components/ui/badge';
import { TableCell } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { type EnrolmentListQuery, useEnrolments } from '../api/get-enrolments';

const columns = [
  'billing:enrolments.columns.child',
  'billing:enrolments.columns.center',
  'billing:enrolments.columns.package',
  'billing:enrolments.columns.from',
  'billing:enrolments.columns.to',
];

type EnrolmentsTableProps = {
  query: EnrolmentListQuery;
  onPage: OnPage;
  /** Where a child's enrolments open (the list with the child's sheet). */
  detailHref: (childId: string) => string;
};

/** The link of a child's row, where focus goes back when the child's sheet closes. */
export const childLink = (childId: string) =>
  document.querySelector<HTMLElement>(`a[data-child="${CSS.escape(childId)}"]`);

/** Children with their latest enrolment: the package, from and to (or 'Enrolled'); a row opens the child. */
export function EnrolmentsTable({ query, onPage, detailHref }: EnrolmentsTableProps) {
  const { t } = useTranslation('billing');
  const list = useEnrolments(query);
  return (
    <PagedListTable
      countFound
      label={t('enrolments.tableLabel')}
      noun={(count) => t('enrolments.noun', { count })}
      emptyText={t('enrolments.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(row) => row.child.id}
      rowHref={(row) => detailHref(row.child.id)}
      cells={(row) => (
        <>
          <TableCell className="min-w-40 font-medium">
            {/* The row opens by click; the name is its link for the keyboard (decision 093). */}
            <Link
              to={detailHref(row.child.id)}
              data-child={row.child.id}
              className="text-brand-800 hover:underline"
            >
              {row.child.name}
            </Link>
          </TableCell>
          <TableCell className="min-w-32">{row.centre.name}</TableCell>
          <TableCell className="min-w-32">
            {row.latest ? (
              row.latest.package.name
            ) : (
              <span className="text-zinc-500">{t('enrolments.never')}</span>
            )}
          </TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{formatDate(row.latest?.startsOn)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {row.latest && row.latest.endsOn === null ? (
              <Badge variant="success">{t('enrolments.enrolled')}</Badge>
            ) : (
              formatDate(row.latest?.endsOn)
            )}
          </TableCell>
        </>
      )}
    />
  );
}
