/** The admin area (one lazy chunk). Pages not built yet are placeholders that later issues replace. */
import { PlaceholderPage } from '@/components/placeholder-page';

export { AdminLayout } from './admin-layout';
export { NoModulesPage } from './no-modules';

export const CheckinsPage = () => <PlaceholderPage title="Check-ins" />;
export const CentreCheckinsPage = () => <PlaceholderPage title="Centre Check-ins" />;
export const RegistrationsPage = () => <PlaceholderPage title="Registrations" />;
export const RegistrationPage = () => <PlaceholderPage title="Registration" />;
export const OrderPage = () => <PlaceholderPage title="Order" />;
export const ActivitiesPage = () => <PlaceholderPage title="Activities" />;
export const CentreActivitiesPage = () => <PlaceholderPage title="Centre Activities" />;
export const OvertimeReportsPage = () => <PlaceholderPage title="Overtime Reports" />;
export const OvertimeReportPage = () => <PlaceholderPage title="Overtime Report" />;
export const OvertimeRulesPage = () => <PlaceholderPage title="Overtime Rules" />;
export const AnnouncementsPage = () => <PlaceholderPage title="Announcements" />;
export const ReferralsPage = () => <PlaceholderPage title="Referrals" />;
export const GeneralSettingsPage = () => <PlaceholderPage title="General Settings" />;
export const PermissionsPage = () => <PlaceholderPage title="Admin Permissions" />;
export const AllUsersPage = () => <PlaceholderPage title="All Users Page" />;
export const ParentsPage = () => <PlaceholderPage title="Parents Page" />;
export const FamilyPage = () => <PlaceholderPage title="Family Page" />;
