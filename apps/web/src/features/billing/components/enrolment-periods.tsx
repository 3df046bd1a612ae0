import type { EnrolmentPeriod } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { ListTable, MessageRow } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';

/** Where focus lands when the withdrawal form is gone (the child is withdrawn): the periods' heading. */
export const periodsHeadingId = 'billing-enrolment-periods';

/** A child's enrolment periods, the newest first: the package, the first day and the last (or 'Enrolled'). */
export function EnrolmentPeriods({ periods }: { periods: readonly EnrolmentPeriod[] }) {
  const { t } = useTranslation('billing');
  const columns = [
    t('child.periods.columns.package'),
    t('child.periods.columns.from'),
    t('child.periods.columns.to'),
  ];
  return (
    <section aria-labelledby={periodsHeadingId} className="grid grid-cols-1 gap-3">
      <h3 id={periodsHeadingId} className="text-base font-semibold text-zinc-900">
        {t('child.periods.title')}
      </h3>
      <div className="min-w-0 rounded-xl border border-zinc-200 bg-white">
        <ListTable label={t('child.periods.title')} busy={false} columns={columns}>
          {periods.length === 0 ? (
            <MessageRow columns={columns.length}>{t('child.periods.empty')}</MessageRow>
          ) : (
            periods.map((period) => (
              <TableRow key={period.id}>
                <TableCell className="min-w-40 font-medium text-zinc-900">{period.package.name}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatDate(period.startsOn)}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {period.endsOn === null ? (
                    <Badge variant="success">{t('enrolments.enrolled')}</Badge>
                  ) : (
                    formatDate(period.endsOn)
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </ListTable>
      </div>
    </section>
  );
}
