import type { Timesheet, TimesheetPerson } from '@cic/contract/staff-attendance/attendance-answers';
import { hoursAndMinutes } from '@cic/contract/staff-attendance/timesheet';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMonth, formatTime } from '@/lib/time';
import { useDownloadTimesheet } from '../api/download-timesheet';
import { PersonHeading } from './person-heading';

/**
 * A centre's month for payroll (issue 45): per person the days worked (hours as h:mm, first in,
 * last out, open days marked) and their total, the centre's total, and the CSV of the same in the
 * page's language. The head of centre's page and the admin's show this one component.
 */
export function TimesheetView({
  timesheet,
  month,
  csvPath,
}: {
  timesheet: Timesheet;
  month: string;
  csvPath: string;
}) {
  const { t } = useTranslation('timesheets');
  const download = useDownloadTimesheet();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-zinc-200 bg-white p-4">
        <p className="text-sm text-zinc-700">
          {t('timesheet.centreTotal', { month: formatMonth(month) })}{' '}
          <strong className="text-lg text-zinc-950 tabular-nums">
            {hoursAndMinutes(timesheet.totalMinutes)}
          </strong>
        </p>
        <DownloadButton
          download={download}
          input={{ path: csvPath, month }}
          label={t('timesheet.download')}
          pendingLabel={t('timesheet.downloading')}
        />
      </div>
      {timesheet.people.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 bg-white px-4 py-8 text-center text-sm text-zinc-600">
          {t('timesheet.empty', { month: formatMonth(month) })}
        </p>
      ) : (
        timesheet.people.map((person) => <PersonMonth key={person.managerId} person={person} />)
      )}
    </div>
  );
}

/** Narrow columns whose headings may wrap: the four fit a 360 px phone without scrolling. */
const head = 'h-auto px-1.5 py-2 whitespace-normal';
const cell = 'px-1.5 tabular-nums';

function PersonMonth({ person }: { person: TimesheetPerson }) {
  const { t } = useTranslation('timesheets');
  const headingId = `timesheet-${person.managerId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-2xl border border-zinc-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PersonHeading id={headingId} name={person.name} />
        <p className="text-sm text-zinc-700">
          {t('timesheet.personTotal')}{' '}
          <strong className="text-zinc-950 tabular-nums">{hoursAndMinutes(person.totalMinutes)}</strong>
        </p>
      </div>
      {person.openShifts > 0 ? (
        <p className="text-sm text-amber-800">{t('timesheet.openShifts', { count: person.openShifts })}</p>
      ) : null}
      <Table hiddenCaption={t('timesheet.daysOf', { name: person.name })}>
        <TableHeader>
          <TableRow>
            <TableHead className={head}>{t('timesheet.date')}</TableHead>
            <TableHead className={head}>{t('timesheet.firstIn')}</TableHead>
            <TableHead className={head}>{t('timesheet.lastOut')}</TableHead>
            <TableHead className={`${head} text-right`}>{t('timesheet.hours')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {person.days.map((day) => (
            <TableRow key={day.date}>
              <TableCell className={cell}>{formatDate(day.date)}</TableCell>
              <TableCell className={cell}>{formatTime(day.firstIn)}</TableCell>
              <TableCell className={cell}>
                {day.open ? (
                  <Badge variant="warning" className="whitespace-normal">
                    {t('timesheet.open')}
                  </Badge>
                ) : day.lastOut ? (
                  formatTime(day.lastOut)
                ) : null}
              </TableCell>
              <TableCell className={`${cell} text-right`}>{hoursAndMinutes(day.minutes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
