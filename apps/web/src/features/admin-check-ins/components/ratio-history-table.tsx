import type { RatioHistoryDay } from '@cic/contract/staff-attendance/attendance-answers';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import type { RatioHistoryPeriod } from '../api/get-ratio-history';

/** The days of the period with minutes out of ratio, newest first as the server answers them. */
export function RatioHistoryTable({ days, period }: { days: RatioHistoryDay[]; period: RatioHistoryPeriod }) {
  const { t } = useTranslation('ratios');
  if (days.length === 0) {
    return (
      <p className="text-sm text-zinc-600">
        {t('history.empty', { from: formatDate(period.from), to: formatDate(period.to) })}
      </p>
    );
  }
  return (
    <Table hiddenCaption={t('history.table')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('history.date')}</TableHead>
          <TableHead className="text-right">{t('history.minutes')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {days.map((day) => (
          <TableRow key={day.date}>
            <TableCell>{formatDate(day.date)}</TableCell>
            <TableCell className="text-right tabular-nums">{day.outOfRatioMinutes}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
