import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { TimesheetPanel, useAddressTimesheet } from '@/features/staff-attendance/components/timesheet-panel';
import { AdminPage } from '../admin-page';

/**
 * /app/admin/checkins/{centerId}/timesheet?month=: a centre's staff timesheets for head office's
 * payroll (issue 45, CHECKIN), the same view as the head of centre's.
 */
export function CentreTimesheetPage() {
  const { t } = useTranslation('timesheets');
  const { centerId = '' } = useParams();
  const state = useAddressTimesheet({ centerId });
  const centre = state.timesheet.data?.centre.name;
  return (
    <AdminPage
      title={centre ? t('timesheet.adminTitle', { centre }) : t('timesheet.title')}
      back={{ to: paths.admin.checkinsCentre.href(centerId), label: t('timesheet.adminBack') }}
    >
      <TimesheetPanel state={state} />
    </AdminPage>
  );
}
