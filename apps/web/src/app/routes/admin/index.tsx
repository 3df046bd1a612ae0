/** The admin area (one lazy chunk). Pages not built yet are placeholders that later issues replace. */
import { PlaceholderPage } from '@/components/placeholder-page';

export { CentreCheckinsLayout } from './check-ins/centre-layout';
export { CentreCheckinsPage } from './check-ins/centre-page';
export { GeneralSettingsPage } from './general-settings';
export { NoModulesPage } from './no-modules';
export { PermissionsPage } from './permissions';
export { ReferralsPage } from './referrals';
export { AllUsersPage, FamilyDetailPage, FamilyPage, ParentDetailPage, ParentsPage } from './users';

export const RegistrationsPage = () => <PlaceholderPage title="Registrations" />;
export const RegistrationPage = () => <PlaceholderPage title="Registration" />;
export const OrderPage = () => <PlaceholderPage title="Order" />;
export const ActivitiesPage = () => <PlaceholderPage title="Activities" />;
export const CentreActivitiesPage = () => <PlaceholderPage title="Centre Activities" />;
export const OvertimeReportsPage = () => <PlaceholderPage title="Overtime Reports" />;
export const OvertimeReportPage = () => <PlaceholderPage title="Overtime Report" />;
export const OvertimeRulesPage = () => <PlaceholderPage title="Overtime Rules" />;
export const AnnouncementsPage = () => <PlaceholderPage title="Announcements" />;
