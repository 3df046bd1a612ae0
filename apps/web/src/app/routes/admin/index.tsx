/** The admin area (one lazy chunk). Pages of features not built yet say so (decision 027). */
import { paths } from '@/app/paths';
import { NotAvailablePage } from '@/components/not-available-page';
import { isFeatureBuilt } from '@/lib/feature-availability';
import * as registrations from './registrations';

export { CentreActivitiesLayout } from './activities/centre-layout';
export { ActivitiesPage } from './activities/centre-list-page';
export { CentreActivitiesPage } from './activities/centre-page';
export { CentreCheckinsLayout } from './check-ins/centre-layout';
export { CentreCheckinsPage } from './check-ins/centre-page';
export { GeneralSettingsPage } from './general-settings';
export { NoModulesPage } from './no-modules';
export { OvertimeReportPage } from './overtime-report';
export { OvertimeReportsPage } from './overtime-reports';
export { OvertimeRulesPage } from './overtime-rules';
export { PermissionsPage } from './permissions';
export { ReferralsPage } from './referrals';
export { AllUsersPage, FamilyDetailPage, FamilyPage, ParentDetailPage, ParentsPage } from './users';

const admin = { to: paths.admin.root.path, label: 'Back to Admin' };
const notAvailable = (title: string) => () => <NotAvailablePage title={title} back={admin} />;

/** Built, but they open with the parents' registration wizard: one switch for the whole feature. */
const registrationBuilt = isFeatureBuilt('registration');
export const RegistrationsPage = registrationBuilt
  ? registrations.RegistrationsPage
  : notAvailable('Registrations');
export const RegistrationPage = registrationBuilt
  ? registrations.RegistrationPage
  : notAvailable('Registration');
export const OrderPage = registrationBuilt ? registrations.OrderPage : notAvailable('Order');

export const AnnouncementsPage = notAvailable('Announcements');
