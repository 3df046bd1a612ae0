import type { OvertimeReport } from '@cic/contract';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditDeleteMenu } from '@/components/edit-delete-menu';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { TableCell } from '@/components/ui/table';
import type { PagedListQuery } from '@/lib/paged-list-query';
import { useReports } from '../api/get-reports';
import { dateRangeLabel } from '../lib/report-figures';
import { ReportStatus } from './report-status';

const columns = [
  'overtime:reports.columns.name',
  'overtime:reports.columns.dateRange',
  'overtime:reports.columns.centers',
  'overtime:reports.columns.students',
  'overtime:reports.columns.totalItems',
  'overtime:reports.columns.createdBy',
  'overtime:reports.columns.actions',
];

type ReportsTableProps = {
  query: PagedListQuery;
  onPage: OnPage;
  onClearSearch: () => void;
  detailHref: (reportId: string) => string;
  onEdit: (report: OvertimeReport) => void;
  onDelete: (report: OvertimeReport) => void;
};

/**
 * Spec 3 §2.3: '{n} reports found', then a page of reports; a row opens its report. A generating
 * report shows its progress and the list asks again every 2 s until none generates.
 */
export function ReportsTable({
  query,
  onPage,
  onClearSearch,
  detailHref,
  onEdit,
  onDelete,
}: ReportsTableProps) {
  const { t } = useTranslation('overtime');
  const list = useReports(query);
  const empty = query.search ? (
    <span className="grid justify-items-center gap-2">
      {t('reports.noMatch')}
      <Button variant="outline" size="sm" onClick={onClearSearch}>
        {t('reports.clearSearch')}
      </Button>
    </span>
  ) : (
    t('reports.empty')
  );
  return (
    <PagedListTable
      countFound
      label={t('reports.tableLabel')}
      noun={(count) => t('reports.noun', { count })}
      emptyText={empty}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(report) => report.id}
      rowHref={(report) => detailHref(report.id)}
      cells={(report) => (
        <>
          <TableCell className="min-w-44">
            <span className="grid gap-1">
              <span className="font-medium text-zinc-900">{report.name}</span>
              <ReportStatus report={report} />
            </span>
          </TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {dateRangeLabel(report.startDate, report.endDate)}
          </TableCell>
          <TableCell className="text-right tabular-nums">{report._count.centers}</TableCell>
          <TableCell className="text-right tabular-nums">{report._count.students}</TableCell>
          <TableCell className="text-right tabular-nums">{report._count.items}</TableCell>
          <TableCell className="min-w-40 break-all">{report.createdByUser.email}</TableCell>
          <TableCell className="w-12 text-right">
            <EditDeleteMenu
              name={report.name}
              onEdit={() => onEdit(report)}
              onDelete={() => onDelete(report)}
            >
              <DropdownMenuItem asChild>
                <Link to={detailHref(report.id)}>
                  <Eye aria-hidden="true" />
                  {t('reports.view')}
                </Link>
              </DropdownMenuItem>
            </EditDeleteMenu>
          </TableCell>
        </>
      )}
    />
  );
}
