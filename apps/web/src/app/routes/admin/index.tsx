/** The admin area (one lazy chunk). Pages of features not built yet say so (decision 027). */
import { paths } from '@/app/paths';
import { NotAvailablePage } from '@/components/not-available-page';

export { CentreCheckinsLayout } from './check-ins/centre-layout';
export { CentreCheckinsPage } from './check-ins/centre-page';
export { GeneralSettingsPage } from './general-settings';
export { NoModulesPage } from './no-modules';
export { PermissionsPage } from './permissions';
export { ReferralsPage } from './referrals';
export { OrderPage, RegistrationPage, RegistrationsPage } from './registrations';
export { AllUsersPage, FamilyDetailPage, FamilyPage, ParentDetailPage, ParentsPage } from './users';

const admin = { to: paths.admin.root.path, label: 'Back to Admin' };
const notAvailable = (title: string) => () => <NotAvailablePage title={title} back={admin} />;

export const ActivitiesPage = notAvailable('Activities');
export const CentreActivitiesPage = notAvailable('Center Activities');
export const OvertimeReportsPage = notAvailable('Overtime Reports');
export const OvertimeReportPage = notAvailable('Overtime Report');
export const OvertimeRulesPage = notAvailable('Overtime Rules');
export const AnnouncementsPage = notAvailable('Announcements');
