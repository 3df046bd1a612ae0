/** The teacher area (one lazy chunk). Pages of features not built yet say so (decision 027). */
import { paths } from '@/app/paths';
import { NotAvailablePage } from '@/components/not-available-page';

export { TeacherSettingsPage } from './settings';
export { StudentHistoryPage } from './student-history';

const checkin = { to: paths.teacher.checkin.path, label: 'Back to Check-in' };

export const PublishedActivitiesPage = () => <NotAvailablePage title="Student Activities" back={checkin} />;
export const DraftActivitiesPage = () => <NotAvailablePage title="Draft Activities" back={checkin} />;
export const NewActivityPage = () => <NotAvailablePage title="New Activity" back={checkin} />;
export const EditActivityPage = () => <NotAvailablePage title="Edit Activity" back={checkin} />;
export const ViewActivityPage = () => <NotAvailablePage title="Activity" back={checkin} />;
