import type { AppContext } from './app-context';
import type { Route } from './http/route';
import { absencesRoutes } from './modules/absences';
import { adminActivitiesRoutes } from './modules/admin-activities';
import { adminAuthRoutes } from './modules/admin-auth';
import { adminCentreManagersRoutes } from './modules/admin-centre-managers';
import { adminCheckInsRoutes } from './modules/admin-check-ins';
import { adminNotesRoutes } from './modules/admin-notes';
import { adminOrdersRoutes } from './modules/admin-orders';
import { adminPermissionsRoutes } from './modules/admin-permissions';
import { adminRegistrationsRoutes } from './modules/admin-registrations';
import { adminUsersRoutes } from './modules/admin-users';
import { announcementReadingRoutes, announcementsRoutes } from './modules/announcements';
import { billingRoutes } from './modules/billing';
import { ageingRoutes } from './modules/billing/ageing-routes';
import { eInvoiceIssuersRoutes } from './modules/billing/e-invoice-issuers-routes';
import { registrationNumbersRoutes } from './modules/billing/registration-numbers-routes';
import { statementRoutes } from './modules/billing/statement-routes';
import { careRoutes } from './modules/care';
import { centreActivationRoutes } from './modules/centre-activation';
import { centreActivitiesRoutes } from './modules/centre-activities';
import { centreCheckInsRoutes } from './modules/centre-check-ins';
import { centreClosingRoutes } from './modules/centre-closing';
import { centreLoginRoutes } from './modules/centre-login';
import { centreStaffRoutes } from './modules/centre-staff';
import { childCheckInsRoutes } from './modules/child-check-ins';
import { configFlagsRoutes } from './modules/config-flags';
import { conversationsRoutes } from './modules/conversations';
import { eInvoiceBuyersRoutes } from './modules/e-invoice-buyers';
import { eInvoiceOfficeRoutes } from './modules/e-invoices';
import { familiesRoutes } from './modules/families';
import { familyCreditsRoutes } from './modules/family-credits';
import { feverRoutes } from './modules/fever';
import { incidentRoutes } from './modules/incidents';
import { invoiceDocumentsRoutes } from './modules/invoice-documents';
import { medicationRoutes } from './modules/medication';
import { messageRetentionRoutes } from './modules/message-retention';
import { missedCheckOutsRoutes } from './modules/missed-check-outs';
import { notificationsRoutes, staffNotificationsRoutes } from './modules/notifications';
import { overtimeInvoicesRoutes } from './modules/overtime-invoices';
import { overtimeReportsRoutes } from './modules/overtime-reports';
import { overtimeRulesRoutes } from './modules/overtime-rules';
import { parentAccountRoutes } from './modules/parent-account';
import { parentActivitiesRoutes } from './modules/parent-activities';
import { parentInvoicesRoutes } from './modules/parent-invoices';
import { parentProfileRoutes } from './modules/parent-profile';
import { parentSignInRoutes } from './modules/parent-sign-in';
import { paymentsRoutes } from './modules/payments';
import { personLanguageRoutes } from './modules/person-language';
import { pickupPersonsRoutes } from './modules/pickup-persons';
import { ratiosRoutes } from './modules/ratios';
import { referralLeaderboardRoutes } from './modules/referral-leaderboard';
import { registrationsRoutes } from './modules/registrations';
import { staffAttendanceRoutes } from './modules/staff-attendance';
import { staffAuthRoutes } from './modules/staff-auth';
import { systemRoutes } from './modules/system';
import { teacherPinsRoutes } from './modules/teacher-pins';

/** Every API route of the product, module by module: the one list the server and the OpenAPI document use. */
export function routeTable(ctx: AppContext): Route[] {
  return [
    ...systemRoutes(ctx),
    ...staffAuthRoutes(ctx),
    ...parentAccountRoutes(ctx),
    ...parentSignInRoutes(ctx),
    ...parentProfileRoutes(ctx),
    ...notificationsRoutes(ctx),
    ...staffNotificationsRoutes(ctx),
    ...personLanguageRoutes(ctx),
    ...familiesRoutes(ctx),
    ...childCheckInsRoutes(ctx),
    ...pickupPersonsRoutes(ctx),
    ...absencesRoutes(ctx),
    ...parentActivitiesRoutes(ctx),
    ...configFlagsRoutes(ctx),
    ...feverRoutes(ctx),
    ...centreLoginRoutes(ctx),
    ...centreCheckInsRoutes(ctx),
    ...careRoutes(ctx),
    ...incidentRoutes(ctx),
    ...medicationRoutes(ctx),
    ...missedCheckOutsRoutes(ctx),
    ...centreStaffRoutes(ctx),
    ...teacherPinsRoutes(ctx),
    ...staffAttendanceRoutes(ctx),
    ...ratiosRoutes(ctx),
    ...centreActivitiesRoutes(ctx),
    ...adminAuthRoutes(ctx),
    ...adminPermissionsRoutes(ctx),
    ...referralLeaderboardRoutes(ctx),
    ...adminUsersRoutes(ctx),
    ...adminCheckInsRoutes(ctx),
    ...adminNotesRoutes(ctx),
    ...centreClosingRoutes(ctx),
    ...adminActivitiesRoutes(ctx),
    ...adminCentreManagersRoutes(ctx),
    ...centreActivationRoutes(ctx),
    ...registrationsRoutes(ctx),
    ...adminRegistrationsRoutes(ctx),
    ...adminOrdersRoutes(ctx),
    ...overtimeRulesRoutes(ctx),
    ...overtimeReportsRoutes(ctx),
    ...overtimeInvoicesRoutes(ctx),
    ...familyCreditsRoutes(ctx),
    ...billingRoutes(ctx),
    ...statementRoutes(ctx),
    ...ageingRoutes(ctx),
    ...registrationNumbersRoutes(ctx),
    ...eInvoiceIssuersRoutes(ctx),
    ...eInvoiceOfficeRoutes(ctx),
    ...invoiceDocumentsRoutes(ctx),
    ...parentInvoicesRoutes(ctx),
    ...eInvoiceBuyersRoutes(ctx),
    ...paymentsRoutes(ctx),
    ...announcementsRoutes(ctx),
    ...announcementReadingRoutes(ctx),
    ...conversationsRoutes(ctx),
    ...messageRetentionRoutes(ctx),
  ];
}
