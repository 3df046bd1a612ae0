/** The admin area (one lazy chunk). Pages of features not built yet say so (decision 027). */
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { DetailSkeleton } from '@/components/detail-parts';
import { NotAvailablePage } from '@/components/not-available-page';
import { loadCatalogues } from '@/i18n/i18n';
import { isFeatureBuilt } from '@/lib/feature-availability';
import { lazyPage } from '../lazy-page';
import * as registrations from './registrations';

export { CentreActivitiesLayout } from './activities/centre-layout';
export { ActivitiesPage } from './activities/centre-list-page';
export { CentreActivitiesPage } from './activities/centre-page';
export { CentreCheckinsLayout } from './check-ins/centre-layout';
export { CentreCheckinsPage } from './check-ins/centre-page';
export { GeneralSettingsPage } from './general-settings';
export { NoModulesPage } from './no-modules';
export { OvertimeCreditPage, OvertimeCreditsPage } from './overtime-credits';
export { OvertimeInvoicePage, OvertimeInvoicesPage } from './overtime-invoices';
export { OvertimeReportPage } from './overtime-report';
export { OvertimeReportsPage } from './overtime-reports';
export { OvertimeRulesPage } from './overtime-rules';
export { PermissionsPage } from './permissions';
export { ReferralsPage } from './referrals';
export { AllUsersPage, FamilyDetailPage, FamilyPage, ParentDetailPage, ParentsPage } from './users';

/** A page of a feature not built yet, titled by its full catalogue key ('admin:notAvailable.order'). */
const notAvailable = (titleKey: string) =>
  function NotAvailable() {
    const { t } = useTranslation('admin');
    return (
      <NotAvailablePage
        title={t(titleKey)}
        back={{ to: paths.admin.root.path, label: t('notAvailable.back') }}
      />
    );
  };

/** Built, but they open with the parents' registration wizard: one switch for the whole feature. */
const registrationBuilt = isFeatureBuilt('registration');
export const RegistrationsPage = registrationBuilt
  ? registrations.RegistrationsPage
  : notAvailable('admin:notAvailable.registrations');
export const RegistrationPage = registrationBuilt
  ? registrations.RegistrationPage
  : notAvailable('admin:notAvailable.registration');
export const OrderPage = registrationBuilt
  ? registrations.OrderPage
  : notAvailable('admin:notAvailable.order');

const announcements = () => import('./announcements');
const skeleton = <DetailSkeleton />;
export const AnnouncementsPage = lazyPage(announcements, (m) => m.AnnouncementsPage, skeleton);
export const NewAnnouncementPage = lazyPage(announcements, (m) => m.NewAnnouncementPage, skeleton);
export const EditAnnouncementPage = lazyPage(announcements, (m) => m.EditAnnouncementPage, skeleton);
export const AnnouncementPage = lazyPage(announcements, (m) => m.AnnouncementPage, skeleton);

/** Head office's messages (decision 116): a chunk of its own with the 'conversations' words. */
const messages = () =>
  Promise.all([import('./messages'), loadCatalogues(['conversations'])]).then(([module]) => module);
export const MessagesPage = lazyPage(messages, (m) => m.MessagesPage, skeleton);

/** Incident reports (issue 44, CARE): a chunk of their own with the 'incidents' words. */
const incidents = () =>
  Promise.all([import('./incidents'), loadCatalogues(['incidents'])]).then(([module]) => module);
export const IncidentsPage = lazyPage(incidents, (m) => m.IncidentsPage, skeleton);
export const IncidentPage = lazyPage(incidents, (m) => m.IncidentPage, skeleton);

/** A centre's staff timesheets (issue 45, CHECKIN): a chunk of their own with the 'timesheets' words. */
const timesheet = () =>
  Promise.all([import('./check-ins/centre-timesheet-page'), loadCatalogues(['timesheets'])]).then(
    ([module]) => module,
  );
export const CentreTimesheetPage = lazyPage(timesheet, (m) => m.CentreTimesheetPage, skeleton);

/** The billing module's pages (issue 41): a chunk of their own, its catalogue loaded by the router. */
const billing = () => import('./billing');
export const BillingFeesPage = lazyPage(billing, (m) => m.BillingFeesPage, skeleton);
export const BillingRunsPage = lazyPage(billing, (m) => m.BillingRunsPage, skeleton);
export const BillingRunPage = lazyPage(billing, (m) => m.BillingRunPage, skeleton);
export const BillingEnrolmentsPage = lazyPage(billing, (m) => m.BillingEnrolmentsPage, skeleton);
export const BillingSettingsPage = lazyPage(billing, (m) => m.BillingSettingsPage, skeleton);
export const BillingEInvoicePage = lazyPage(billing, (m) => m.BillingEInvoicePage, skeleton);
export const BillingAgeingPage = lazyPage(billing, (m) => m.BillingAgeingPage, skeleton);
export const BillingEInvoicesPage = lazyPage(billing, (m) => m.BillingEInvoicesPage, skeleton);
export const BillingStatementPage = lazyPage(billing, (m) => m.BillingStatementPage, skeleton);
