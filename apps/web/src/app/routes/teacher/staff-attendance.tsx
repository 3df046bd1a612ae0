/**
 * The head of centre's staff attendance (issue 45, decision 130): the day's shifts with
 * corrections and missed shifts, and the monthly timesheets. A chunk of its own, loaded with the
 * `timesheets` words.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { DatePager } from '@/components/date-pager';
import { Button } from '@/components/ui/button';
import { useManagers } from '@/features/centre-staff/api/get-managers';
import { AddMissedShiftDialog } from '@/features/staff-attendance/components/add-missed-shift-dialog';
import { DayShifts } from '@/features/staff-attendance/components/day-shifts';
import { TimesheetPanel, useAddressTimesheet } from '@/features/staff-attendance/components/timesheet-panel';
import { usePageTitle } from '@/hooks/use-page-title';
import { useDayParam } from '../admin/check-ins/use-day-param';
import { HeadOfCentreOnly } from './head-of-centre-only';
import { TeacherBackLink } from './teacher-back-link';

const T = paths.teacher;

/** /app/teacher/staff-attendance?date=: the day's shifts (today by default, never after it). */
export function StaffAttendancePage() {
  const { t } = useTranslation('timesheets');
  usePageTitle(t('day.title'));
  return (
    <HeadOfCentreOnly>
      <StaffAttendanceDay />
    </HeadOfCentreOnly>
  );
}

function StaffAttendanceDay() {
  const { t } = useTranslation('timesheets');
  const { date, today, setDate } = useDayParam();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="staff-attendance-heading" className="grid gap-4 p-4">
      <TeacherBackLink to={T.settings.path} label={t('day.back')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="staff-attendance-heading" className="text-xl font-semibold text-zinc-950">
          {t('day.title')}
        </h1>
        <Link to={T.staffTimesheet.path} className="text-sm font-medium text-brand-700 hover:underline">
          {t('day.timesheet')}
        </Link>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DatePager value={date} max={today} onChange={setDate} label={t('day.date')} />
        <Button onClick={() => setAdding(true)}>{t('day.add')}</Button>
      </div>
      <DayShifts date={date} />
      {adding ? <MissedShift day={date} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

/** The dialog with the centre's staff to choose from, asked for only once it opens. */
function MissedShift({ day, onClose }: { day: string; onClose: () => void }) {
  const staff = useManagers();
  return (
    <AddMissedShiftDialog day={day} staff={{ data: staff.data, error: staff.error }} onClose={onClose} />
  );
}

/** /app/teacher/staff-attendance/timesheet?month=: the centre's month, on the page and as CSV. */
export function StaffTimesheetPage() {
  const { t } = useTranslation('timesheets');
  usePageTitle(t('timesheet.title'));
  return (
    <HeadOfCentreOnly>
      <StaffTimesheet />
    </HeadOfCentreOnly>
  );
}

function StaffTimesheet() {
  const { t } = useTranslation('timesheets');
  const state = useAddressTimesheet(null);
  return (
    <section aria-labelledby="timesheet-heading" className="grid gap-4 p-4">
      <TeacherBackLink to={T.staffAttendance.path} label={t('timesheet.back')} />
      <h1 id="timesheet-heading" className="text-xl font-semibold text-zinc-950">
        {t('timesheet.title')}
      </h1>
      <TimesheetPanel state={state} />
    </section>
  );
}
