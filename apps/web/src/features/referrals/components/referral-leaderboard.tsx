import type { ReferralLeaderboardRow } from '@cic/contract';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable, TableSkeleton } from '@/components/sortable-table';
import { toast } from '@/components/ui/use-toast';
import { formatRinggit } from '@/lib/money';
import type { SortState } from '@/lib/sort-cycle';
import { useReferralLeaderboard } from '../api/get-referral-leaderboard';
import { defaultLeaderboardSort, type LeaderboardField, sortLeaderboard } from '../lib/leaderboard-sort';
import { EnrolledChildrenDialog } from './enrolled-children-dialog';
import { ReferralLogsDialog } from './referral-logs-dialog';

const skeletonRowCount = 7;

/** The leaderboard's columns, headed in the page's language. */
const leaderboardColumns = (
  t: TFunction<'admin'>,
): SortableColumn<ReferralLeaderboardRow, LeaderboardField>[] => [
  {
    id: 'name',
    header: t('referrals.columns.name'),
    sortField: 'parentName',
    cell: (row) => <span className="font-medium">{row.parentName ?? '-'}</span>,
  },
  {
    id: 'email',
    header: t('referrals.columns.email'),
    sortField: 'email',
    cell: (row) => row.email,
    className: 'whitespace-nowrap',
  },
  {
    id: 'referrals',
    header: t('referrals.columns.count'),
    sortField: 'referralCount',
    cell: (row) => row.referralCount,
    className: 'tabular-nums',
  },
  {
    id: 'children',
    header: t('referrals.columns.enrolled'),
    sortField: 'enrolledChildren',
    cell: (row) => <EnrolledChildrenDialog row={row} />,
  },
  {
    id: 'reimbursement',
    header: t('referrals.columns.reimbursement'),
    sortField: 'totalReimbursement',
    cell: (row) => formatRinggit(row.totalReimbursement),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    id: 'logs',
    header: t('referrals.columns.logs'),
    sortField: 'referralLogs',
    cell: (row) => <ReferralLogsDialog row={row} />,
  },
];

/** While the leaderboard loads: the toast 'Loading leaderboard' (closed once it has loaded). */
function useLoadingToast(loading: boolean, title: string) {
  useEffect(() => {
    if (!loading) return;
    const shown = toast({ title });
    return () => shown.dismiss();
  }, [loading, title]);
}

/** Spec 2 §2.17: the sortable referral leaderboard with its two dialogs per row. */
export function ReferralLeaderboard() {
  const { t } = useTranslation('admin');
  const leaderboard = useReferralLeaderboard();
  const [sort, setSort] = useState<SortState<LeaderboardField>>(defaultLeaderboardSort);
  useLoadingToast(leaderboard.isPending, t('referrals.loading'));
  const columns = leaderboardColumns(t);

  if (leaderboard.isPending) {
    return (
      <TableSkeleton
        columns={columns.length}
        rows={skeletonRowCount}
        narrowRows={skeletonRowCount}
        label={t('referrals.loading')}
      />
    );
  }
  if (leaderboard.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {t('referrals.loadError')}
      </p>
    );
  }
  return (
    <SortableTable
      label={t('referrals.tableLabel')}
      columns={columns}
      rows={sortLeaderboard(leaderboard.data, sort)}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      busy={leaderboard.isFetching}
      empty={t('referrals.empty')}
    />
  );
}
