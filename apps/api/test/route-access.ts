import { type AdminModuleKey, adminModuleKeys, type Role } from '@cic/contract';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { configFlags } from '../src/db/schema/index';
import { signInAs } from './sign-in';

/**
 * Who may call every route, written independently of the routes' own declarations.
 * A route missing here, or listed here but not registered, fails the test.
 */
export type Expected =
  | 'public'
  | {
      roles: Role[];
      module?: AdminModuleKey | AdminModuleKey[];
      /** An event stream, whose allowed callers' answers never end: the matrix checks its refusals only. */
      stream?: true;
    };

/** The admin modules that admit a caller to a route (any one of them is enough); none: the role is enough. */
export const modulesOf = (expected: Exclude<Expected, 'public'>): AdminModuleKey[] =>
  expected.module === undefined ? [] : [expected.module].flat();
const anyone: Role[] = ['parent', 'teacher', 'super manager', 'admin'];
const staff: Role[] = ['teacher', 'super manager', 'admin'];
/** Invoices of every kind, their documents and families' credit: either invoice module (decision 100). */
const invoices: Expected = { roles: ['admin'], module: ['OVERTIME', 'BILLING'] };

export const matrix: Record<string, Expected> = {
  'GET /api/v2': 'public',
  'GET /api/v2/contact': 'public',
  'GET /api/health': 'public',
  'GET /api/files/*': 'public',
  'GET /api/v2/auth': { roles: staff },
  'POST /api/v2/auth/logout': { roles: anyone },
  'POST /api/v2/auth/logout-all': { roles: anyone },
  'PUT /api/v2/language': { roles: anyone },
  'GET /api/v2/parent/auth': { roles: ['parent'] },
  'GET /api/v2/parent/me': { roles: ['parent'] },
  'GET /api/v2/admin/config': 'public',
  'PUT /api/v2/admin/config': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/fever-threshold': { roles: staff },
  'PUT /api/v2/admin/fever-threshold': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/message-retention': { roles: ['admin'], module: 'SETTINGS' },
  'PUT /api/v2/admin/message-retention': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/center/fevers': { roles: ['super manager'] },
  'POST /api/v2/admin/auth/login': 'public',
  'POST /api/v2/admin/auth/registration-code': 'public',
  'POST /api/v2/admin/auth/register': 'public',
  'GET /api/v2/admin/admin-modules': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/permissions': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/permissions/:id': { roles: ['admin'], module: 'SETTINGS' },
  'POST /api/v2/admin/permissions/:id': { roles: ['admin'], module: 'SETTINGS' },
  'GET /api/v2/admin/referral-leaderboard': { roles: ['admin'], module: 'REFERRAL' },
  'GET /api/v2/admin/users/parents': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/users/parents/:id': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/users/families': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/users/families/:id': { roles: ['admin'], module: 'USER' },
  'GET /api/v2/admin/checkin/center': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/center/:centerId': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/center/:centerId/calendar': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/checkin/center/:centerId/notes': { roles: ['admin'], module: 'CHECKIN' },
  'POST /api/v2/admin/checkin/center/:centerId/notes': { roles: ['admin'], module: 'CHECKIN' },
  'PUT /api/v2/admin/checkin/center/:centerId/notes/:noteId': { roles: ['admin'], module: 'CHECKIN' },
  'DELETE /api/v2/admin/checkin/center/:centerId/notes/:noteId': { roles: ['admin'], module: 'CHECKIN' },
  'POST /api/v2/admin/checkin/center/:centerId/manager': { roles: ['admin'], module: 'CHECKIN' },
  'PUT /api/v2/admin/checkin/center/:centerId/manager/:managerId': { roles: ['admin'], module: 'CHECKIN' },
  'DELETE /api/v2/admin/checkin/center/:centerId/manager/:managerId': { roles: ['admin'], module: 'CHECKIN' },
  'PUT /api/v2/admin/checkin/center/:centerId/closing-time': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/admin/activity/center': { roles: ['admin'], module: 'ACTIVITY' },
  'GET /api/v2/admin/activity/center/:centerId': { roles: ['admin'], module: 'ACTIVITY' },
  'GET /api/v2/admin/activity/center/:centerId/calendar': { roles: ['admin'], module: 'ACTIVITY' },
  'PUT /api/v2/admin/activity/:id/archive': { roles: ['admin'], module: 'ACTIVITY' },
  'PUT /api/v2/admin/activity/:id/unarchive': { roles: ['admin'], module: 'ACTIVITY' },
  'GET /api/v2/admin/checkin/:id': { roles: ['admin'], module: ['CHECKIN', 'OVERTIME'] },
  'POST /api/v2/admin/auth/super-manager': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/center': 'public',
  'GET /api/v2/center/:id/packages': 'public',
  'POST /api/v2/center/login': 'public',
  'POST /api/v2/center/login-hoc': 'public',
  'POST /api/v2/center/login-pin': 'public',
  'PUT /api/v2/super-manager/permission/:managerId/pin': { roles: ['super manager'] },
  'DELETE /api/v2/super-manager/permission/:managerId/pin-lock': { roles: ['super manager'] },
  'PUT /api/v2/super-manager/settings/idle-minutes': { roles: ['super manager'] },
  'PUT /api/v2/auth/pin': { roles: ['teacher', 'super manager'] },
  'PUT /api/v2/admin/checkin/center/:centerId/idle-minutes': { roles: ['admin'], module: 'CHECKIN' },
  'GET /api/v2/center/students': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/students/:id/check-in': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/students/:id/check-in': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/students/:id/missed-check-out': { roles: ['super manager'] },
  'GET /api/v2/center/collectors': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/students/:id/collectors': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/parent/children/:childId/pickup-persons': { roles: ['parent'] },
  'POST /api/v2/parent/children/:childId/pickup-persons': { roles: ['parent'] },
  'PUT /api/v2/parent/children/:childId/pickup-persons/:personId': { roles: ['parent'] },
  'DELETE /api/v2/parent/children/:childId/pickup-persons/:personId': { roles: ['parent'] },
  'GET /api/v2/parent/children/:childId/absences': { roles: ['parent'] },
  'POST /api/v2/parent/children/:childId/absences': { roles: ['parent'] },
  'DELETE /api/v2/parent/children/:childId/absences/:absenceId': { roles: ['parent'] },
  'GET /api/v2/parent/messages': { roles: ['parent'] },
  'POST /api/v2/parent/messages': { roles: ['parent'] },
  'GET /api/v2/parent/messages/:threadId': { roles: ['parent'] },
  'POST /api/v2/parent/messages/:threadId/replies': { roles: ['parent'] },
  'PUT /api/v2/parent/messages/:threadId/archive': { roles: ['parent'] },
  'GET /api/v2/parent/messages/stream': { roles: ['parent'], stream: true },
  'POST /api/v2/parent/messages/attachments': { roles: ['parent'] },
  'POST /api/v2/center/care': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/care': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/care/groups/:groupId/undo': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/care/entries/:entryId/corrections': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/care/entries/:entryId/versions': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/care/photos': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/students/:childId/care': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/parent/children/:childId/care': { roles: ['parent'] },
  'PUT /api/v2/parent/care/reminders/:entryId/done': { roles: ['parent'] },
  'GET /api/v2/parent/care/summary': { roles: ['parent'] },
  'PUT /api/v2/parent/care/summary': { roles: ['parent'] },
  'GET /api/v2/admin/children/:childId/care': { roles: ['admin'], module: 'CARE' },
  'GET /api/v2/center/messages': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/messages': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/messages/:threadId': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/messages/:threadId/replies': { roles: ['teacher', 'super manager'] },
  'PUT /api/v2/center/messages/:threadId/archive': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/messages/stream': { roles: ['teacher', 'super manager'], stream: true },
  'POST /api/v2/center/messages/attachments': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/admin/messages': { roles: ['admin'], module: 'MESSAGES' },
  'GET /api/v2/admin/messages/:threadId': { roles: ['admin'], module: 'MESSAGES' },
  'GET /api/v2/admin/messages/centres': { roles: ['admin'], module: 'MESSAGES' },
  'POST /api/v2/admin/messages/:threadId/replies': { roles: ['admin'], module: 'MESSAGES' },
  'PUT /api/v2/admin/messages/:threadId/archive': { roles: ['admin'], module: 'MESSAGES' },
  'GET /api/v2/admin/messages/stream': { roles: ['admin'], module: 'MESSAGES', stream: true },
  'POST /api/v2/admin/messages/attachments': { roles: ['admin'], module: 'MESSAGES' },
  'POST /api/v2/center/activities/draft': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/activities/publish': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/activities/drafts': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/activities/drafts/:id': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/activities/published': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/activities/:id': { roles: ['teacher', 'super manager'] },
  'DELETE /api/v2/center/activities/:id': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/super-manager/permission': { roles: ['super manager'] },
  'POST /api/v2/super-manager/permission': { roles: ['super manager'] },
  'PUT /api/v2/super-manager/permission/:managerId': { roles: ['super manager'] },
  'DELETE /api/v2/super-manager/permission/:managerId': { roles: ['super manager'] },
  'GET /api/v2/super-manager/settings': { roles: ['super manager'] },
  'POST /api/v2/super-manager/settings/center-password': { roles: ['super manager'] },
  'POST /api/v2/parent/auth/request-otp': 'public',
  'POST /api/v2/parent/auth/verify-otp': 'public',
  'POST /api/v2/parent/auth/check-email': { roles: ['parent'] },
  'POST /api/v2/parent/auth/register': { roles: ['parent'] },
  'POST /api/v2/parent/auth/update-profile': { roles: ['parent'] },
  'GET /api/v2/admin/announcements': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'POST /api/v2/admin/announcements': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'GET /api/v2/admin/announcements/centres': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'GET /api/v2/admin/announcements/:id': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'PUT /api/v2/admin/announcements/:id': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'POST /api/v2/admin/announcements/:id/publish': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'POST /api/v2/admin/announcements/:id/archive': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'POST /api/v2/admin/announcements/:id/images': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'PUT /api/v2/admin/announcements/:id/images/:imageId': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'DELETE /api/v2/admin/announcements/:id/images/:imageId': { roles: ['admin'], module: 'ANNOUNCEMENT' },
  'GET /api/v2/super-manager/announcements': { roles: ['super manager'] },
  'POST /api/v2/super-manager/announcements': { roles: ['super manager'] },
  'GET /api/v2/super-manager/announcements/:id': { roles: ['super manager'] },
  'PUT /api/v2/super-manager/announcements/:id': { roles: ['super manager'] },
  'POST /api/v2/super-manager/announcements/:id/publish': { roles: ['super manager'] },
  'POST /api/v2/super-manager/announcements/:id/archive': { roles: ['super manager'] },
  'POST /api/v2/super-manager/announcements/:id/images': { roles: ['super manager'] },
  'PUT /api/v2/super-manager/announcements/:id/images/:imageId': { roles: ['super manager'] },
  'DELETE /api/v2/super-manager/announcements/:id/images/:imageId': { roles: ['super manager'] },
  'GET /api/v2/center/announcements': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/center/announcements/:id': { roles: ['teacher', 'super manager'] },
  'GET /api/v2/parent/announcements': { roles: ['parent'] },
  'GET /api/v2/parent/announcements/unread-count': { roles: ['parent'] },
  'GET /api/v2/parent/announcements/:id': { roles: ['parent'] },
  'PUT /api/v2/parent/notifications/announcement-email': { roles: ['parent'] },
  'GET /api/v2/parent/notifications': { roles: ['parent'] },
  'PUT /api/v2/parent/notifications/email': { roles: ['parent'] },
  'PUT /api/v2/parent/notifications/messages': { roles: ['parent'] },
  'POST /api/v2/parent/notifications/push': { roles: ['parent'] },
  'POST /api/v2/parent/notifications/push/remove': { roles: ['parent'] },
  'POST /api/v2/parent/notifications/test': { roles: ['parent'] },
  'GET /api/v2/center/notifications': { roles: ['teacher', 'super manager'] },
  'PUT /api/v2/center/notifications/message-email': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/notifications/push': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/center/notifications/push/remove': { roles: ['teacher', 'super manager'] },
  'POST /api/v2/parent/family': { roles: ['parent'] },
  'POST /api/v2/parent/generate-referral': { roles: ['parent'] },
  'GET /api/v2/parent/children/:childId/check-in': { roles: ['parent'] },
  'GET /api/v2/parent/:childId/check-in': { roles: ['parent'] },
  'GET /api/v2/parent/activities': { roles: ['parent'] },
  'GET /api/v2/parent/activities/:id': { roles: ['parent'] },
  'POST /api/v2/parent/registration': { roles: ['parent'] },
  'POST /api/v2/parent/auth/check-referral-number': { roles: ['parent'] },
  'GET /api/v2/admin/registration': { roles: ['admin'], module: 'REGISTRATION' },
  'GET /api/v2/admin/registration/:id': { roles: ['admin'], module: 'REGISTRATION' },
  'PUT /api/v2/admin/registration/:id': { roles: ['admin'], module: 'REGISTRATION' },
  'GET /api/v2/admin/overtime/packages': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/rules': { roles: ['admin'], module: 'OVERTIME' },
  'POST /api/v2/admin/overtime/rules': { roles: ['admin'], module: 'OVERTIME' },
  'PUT /api/v2/admin/overtime/rules/:packageId': { roles: ['admin'], module: 'OVERTIME' },
  'DELETE /api/v2/admin/overtime/rules/:packageId': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/order': { roles: ['admin'], module: 'REGISTRATION' },
  'GET /api/v2/admin/order/:id': { roles: ['admin'], module: 'REGISTRATION' },
  'PUT /api/v2/admin/order/:id': { roles: ['admin'], module: 'REGISTRATION' },
  'POST /api/v2/payments/billplz/callback': 'public',
  'GET /api/v2/payments/billplz/return': 'public',
  'GET /api/v2/parent/orders/:id': { roles: ['parent'] },
  'POST /api/v2/parent/orders/:id/retry': { roles: ['parent'] },
  'GET /api/v2/parent/invoices': { roles: ['parent'] },
  'GET /api/v2/parent/invoices/:id': { roles: ['parent'] },
  'POST /api/v2/parent/invoices/:id/pay': { roles: ['parent'] },
  'POST /api/v2/parent/invoices/pay': { roles: ['parent'] },
  'POST /api/v2/admin/overtime/generate-report': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/reports': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/reports/:id': { roles: ['admin'], module: 'OVERTIME' },
  'PUT /api/v2/admin/overtime/reports/:id': { roles: ['admin'], module: 'OVERTIME' },
  'DELETE /api/v2/admin/overtime/reports/:id': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/reports/:id/centers': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/reports/:id/students': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/reports/:id/students/:childId': { roles: ['admin'], module: 'OVERTIME' },
  'DELETE /api/v2/admin/overtime/reports/:id/students/:childId': { roles: ['admin'], module: 'OVERTIME' },
  'PUT /api/v2/admin/overtime/reports/items/:itemId': { roles: ['admin'], module: 'OVERTIME' },
  'DELETE /api/v2/admin/overtime/reports/items/:itemId': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/reports/:id/export': { roles: ['admin'], module: 'OVERTIME' },
  'POST /api/v2/admin/overtime/invoices/proforma': { roles: ['admin'], module: 'OVERTIME' },
  'POST /api/v2/admin/overtime/invoices': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/invoicing/reports/:id': { roles: ['admin'], module: 'OVERTIME' },
  'POST /api/v2/admin/overtime/invoicing/reports/:id/runs': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/invoicing/runs/:id': { roles: ['admin'], module: 'OVERTIME' },
  'GET /api/v2/admin/overtime/invoices': invoices,
  'GET /api/v2/admin/overtime/invoices/export': invoices,
  'GET /api/v2/admin/overtime/invoices/:id': invoices,
  'GET /api/v2/admin/overtime/invoices/:id/pdf': invoices,
  'GET /api/v2/admin/overtime/invoices/:id/pdf-link': invoices,
  'GET /api/v2/admin/overtime/invoices/:id/credit-notes/:creditNoteId/pdf-link': invoices,
  'GET /api/v2/admin/overtime/invoices/:id/payments/:paymentId/receipt': invoices,
  'GET /api/v2/parent/invoices/:id/pdf': { roles: ['parent'] },
  'GET /api/v2/parent/invoices/:id/payments/:paymentId/receipt': { roles: ['parent'] },
  'GET /api/v2/parent/invoices/:id/credit-notes/:creditNoteId/pdf': { roles: ['parent'] },
  'POST /api/v2/admin/overtime/invoices/:id/issue': invoices,
  'POST /api/v2/admin/overtime/invoices/:id/payments': invoices,
  'POST /api/v2/admin/overtime/invoices/:id/void': invoices,
  'POST /api/v2/admin/overtime/invoices/:id/credit-notes': invoices,
  'GET /api/v2/admin/billing/packages': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/packages/:packageId/fees': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/fees/:feeId/prices': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/fees/:feeId/archive': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/enrolments': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/children/:childId/enrolments': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/children/:childId/enrolments': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/children/:childId/withdrawal': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/runs': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/runs': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/runs/:runId': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/runs/:runId/invoices': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/runs/:runId/issue': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/settings': { roles: ['admin'], module: 'BILLING' },
  'PUT /api/v2/admin/billing/settings': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/statement': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/statement/pdf': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/parent/billing/statements': { roles: ['parent'] },
  'GET /api/v2/parent/billing/statement': { roles: ['parent'] },
  'GET /api/v2/parent/billing/statement/pdf': { roles: ['parent'] },
  'GET /api/v2/parent/billing/yearly-statement/pdf': { roles: ['parent'] },
  'GET /api/v2/admin/billing/yearly-statement/pdf': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/ageing': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/ageing/summary': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/ageing/export': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/centres': { roles: ['admin'], module: 'BILLING' },
  'PUT /api/v2/admin/billing/centres/:id/registration-number': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/e-invoice/issuer': { roles: ['admin'], module: 'BILLING' },
  'PUT /api/v2/admin/billing/e-invoice/issuer': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/e-invoice/centres': { roles: ['admin'], module: 'BILLING' },
  'PUT /api/v2/admin/billing/e-invoice/centres/:id/issuer': { roles: ['admin'], module: 'BILLING' },
  'DELETE /api/v2/admin/billing/e-invoice/centres/:id/issuer': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/e-invoices': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/e-invoices.csv': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/e-invoices/months': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/billing/e-invoices/:id': { roles: ['admin'], module: 'BILLING' },
  'POST /api/v2/admin/billing/e-invoices/:id/resubmit': { roles: ['admin'], module: 'BILLING' },
  'GET /api/v2/admin/overtime/credits': invoices,
  'GET /api/v2/admin/overtime/credits/:id': invoices,
  'POST /api/v2/admin/overtime/credits/:id/applications': invoices,
  'POST /api/v2/admin/overtime/credits/:id/refunds': invoices,
  'GET /api/v2/parent/credits': { roles: ['parent'] },
  'GET /api/v2/parent/e-invoice-buyer': { roles: ['parent'] },
  'PUT /api/v2/parent/e-invoice-buyer': { roles: ['parent'] },
  'DELETE /api/v2/parent/e-invoice-buyer': { roles: ['parent'] },
  'POST /api/v2/admin/overtime/invoicing/reports/:id/payments': { roles: ['admin'], module: 'OVERTIME' },
};

export type Caller = { label: string; role: Role | null; modules?: AdminModuleKey[] };
export const callers: Caller[] = [
  { label: 'no token', role: null },
  { label: 'parent', role: 'parent' },
  { label: 'teacher', role: 'teacher' },
  { label: 'head of centre', role: 'super manager' },
  { label: 'admin without modules', role: 'admin', modules: [] },
  { label: 'admin with every module', role: 'admin', modules: [...adminModuleKeys] },
  // Each alone is enough where a route names several modules (any one of them).
  { label: 'admin with only BILLING', role: 'admin', modules: ['BILLING'] },
  {
    label: 'admin with every module but OVERTIME and BILLING',
    role: 'admin',
    modules: adminModuleKeys.filter((key) => key !== 'OVERTIME' && key !== 'BILLING'),
  },
];

export function allowed(expected: Expected, caller: Caller) {
  if (expected === 'public') return true;
  if (!caller.role || !expected.roles.includes(caller.role)) return false;
  const modules = modulesOf(expected);
  return modules.length === 0 || modules.some((module) => (caller.modules ?? []).includes(module));
}

/**
 * Signs every caller in and returns, per caller label, a function that issues a fresh session
 * (so a logout route cannot sign the next call out). Turns hoc-login and activities on first: their
 * routes answer 403 'switched off' while they are off (a fresh database).
 */
export async function signInCallers(ctx: AppContext): Promise<Map<string, () => Promise<string>>> {
  await ctx.db
    .update(configFlags)
    .set({ enabled: true })
    .where(inArray(configFlags.key, ['hoc-login', 'activities']));
  const issuers = new Map<string, () => Promise<string>>();
  for (const caller of callers) {
    if (!caller.role) continue;
    const person = await signInAs(ctx, caller.role, { modules: caller.modules });
    const subject =
      caller.role === 'parent'
        ? ({ subjectType: 'parent', parentId: person.id } as const)
        : caller.role === 'admin'
          ? ({ subjectType: 'admin', adminId: person.id } as const)
          : ({ subjectType: 'manager', managerId: person.id } as const);
    issuers.set(caller.label, async () => (await ctx.sessions.issue(subject)).token);
  }
  return issuers;
}
