import type { OvertimeReportCenter } from '@cic/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { numberColumn, type SortableColumn, SortableTable } from '@/components/sortable-table';
import { getErrorMessage } from '@/lib/api-client';
import { formatRinggit } from '@/lib/money';
import { useReportCentres } from '../api/get-report-centres';

/** The Centers tab (spec 3 §2.3): each centre's figures, searchable by centre name. */
export function ReportCentres({ reportId }: { reportId: string }) {
  const { t } = useTranslation('overtime');
  const columns: SortableColumn<OvertimeReportCenter>[] = [
    {
      id: 'name',
      header: t('reportCentres.columns.name'),
      className: 'min-w-44',
      cell: (row) => row.centerInfo.name,
    },
    numberColumn({
      id: 'students',
      header: t('reportCentres.columns.students'),
      cell: (row) => row.totalStudents,
    }),
    numberColumn({ id: 'items', header: t('reportCentres.columns.items'), cell: (row) => row.totalItems }),
    numberColumn({
      id: 'amount',
      header: t('reportCentres.columns.amount'),
      className: 'whitespace-nowrap',
      cell: (row) => formatRinggit(row.totalAmount),
    }),
  ];
  const [search, setSearch] = useState('');
  const centres = useReportCentres(reportId, search || undefined, true);
  return (
    <div className="grid grid-cols-1 gap-3">
      <SearchBox value={search} placeholder={t('reportCentres.searchPlaceholder')} onSearch={setSearch} />
      {centres.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(centres.error)}
        </p>
      ) : (
        <SortableTable
          label={t('reportCentres.tableLabel')}
          columns={columns}
          rows={centres.data ?? []}
          rowKey={(row) => row.centerId}
          busy={centres.isFetching}
          empty={centres.isPending ? t('reportCentres.loading') : t('reportCentres.empty')}
          stickyFirstColumn
        />
      )}
    </div>
  );
}
