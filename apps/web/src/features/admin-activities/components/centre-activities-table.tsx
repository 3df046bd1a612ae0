import type { CentreActivitySummary } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageRow, SkeletonRows } from '@/components/list-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ActivityCreators } from './activity-creators';
import { CentreTypeLabel } from './centre-type-label';

type CentreActivitiesTableProps = {
  rows: readonly CentreActivitySummary[] | undefined;
  loading: boolean;
  busy?: boolean;
  /** The centre's page, keeping the list's query string. */
  centreHref: (centreId: string) => string;
  empty: string;
};

const columns = 4;

/** Spec 3 §2.2: Center, Type, Total Activities, Created By; the name opens the centre's activities. */
export function CentreActivitiesTable({
  rows,
  loading,
  busy,
  centreHref,
  empty,
}: CentreActivitiesTableProps) {
  const { t } = useTranslation('admin-activities');
  return (
    <div
      aria-busy={busy || undefined}
      className={cn(
        'overflow-x-auto rounded-xl border border-zinc-200 bg-white',
        busy && 'opacity-60 transition-opacity',
      )}
    >
      <Table aria-label={t('table.label')}>
        <TableHeader>
          <TableRow>
            <TableHead className="min-w-44">{t('table.columns.center')}</TableHead>
            <TableHead>{t('table.columns.type')}</TableHead>
            <TableHead className="text-right">{t('table.columns.totalActivities')}</TableHead>
            <TableHead className="min-w-48">{t('table.columns.createdBy')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading ? (
            <SkeletonRows columns={columns} />
          ) : !rows || rows.length === 0 ? (
            <MessageRow columns={columns}>{empty}</MessageRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="font-medium">
                  <Link
                    to={centreHref(row.id)}
                    className="text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <CentreTypeLabel type={row.type} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.totalActivities}</TableCell>
                <TableCell>
                  <ActivityCreators centreName={row.name} names={row.managers} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
