/**
 * Every route path of the app (spec 3 §2.7) with an `href` builder, so no page spells a URL by hand.
 * `path` is the router pattern (absolute); `href(...)` fills its parameters.
 */

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const id = (value: string | number) => encodeURIComponent(String(value));

const fixed = (path: string) => ({ path, href: (query?: Query) => withQuery(path, query) });

export const paths = {
  home: fixed('/'),
  referral: fixed('/referral'),
  login: fixed('/login'),
  version: fixed('/version'),
  /** Teacher entry; the centre access link adds `id` and `password`. */
  teacherLogin: {
    path: '/teacher',
    href: (access?: { id: string; password: string }) => withQuery('/teacher', access),
  },
  adminLogin: fixed('/admin'),
  adminRegister: fixed('/admin/register'),

  parent: {
    root: fixed('/parent'),
    home: fixed('/parent'),
    children: fixed('/parent/children'),
    childRegister: fixed('/parent/children/register'),
    /** Redirects to the children list. */
    child: {
      path: '/parent/children/:childId',
      href: (childId: string) => `/parent/children/${id(childId)}`,
    },
    childCheckIn: {
      path: '/parent/children/:childId/check-in',
      href: (childId: string) => `/parent/children/${id(childId)}/check-in`,
    },
    childPickupPersons: {
      path: '/parent/children/:childId/pickup-persons',
      href: (childId: string) => `/parent/children/${id(childId)}/pickup-persons`,
    },
    activity: fixed('/parent/activity'),
    /** Announcements to the family (issue 30); opening one marks it read. */
    announcements: fixed('/parent/announcements'),
    announcement: {
      path: '/parent/announcements/:announcementId',
      href: (announcementId: string) => `/parent/announcements/${id(announcementId)}`,
    },
    /** Conversations with the children's centres (issue 43); opening one marks it read. */
    messages: fixed('/parent/messages'),
    messageNew: fixed('/parent/messages/new'),
    message: {
      path: '/parent/messages/:threadId',
      href: (threadId: string) => `/parent/messages/${id(threadId)}`,
    },
    /** An incident report about the parent's child (issue 44); the notices link here. */
    incident: {
      path: '/parent/incidents/:incidentId',
      href: (incidentId: string) => `/parent/incidents/${id(incidentId)}`,
    },
    /** The family's overtime invoices (issue 28). */
    payments: fixed('/parent/payments'),
    invoice: {
      path: '/parent/payments/:invoiceId',
      href: (invoiceId: string) => `/parent/payments/${id(invoiceId)}`,
    },
    settings: fixed('/parent/settings'),
    settingsDetails: fixed('/parent/settings/details'),
    paymentComplete: {
      path: '/parent/payment/complete',
      href: (query?: { orderId?: string; 'billplz[paid]'?: string; 'billplz[id]'?: string }) =>
        withQuery('/parent/payment/complete', query),
    },
    /** Profile completion for a new parent; outside the tabs. */
    register: fixed('/parent/register'),
  },

  /** Staff area entry: redirects by role. */
  app: fixed('/app'),

  teacher: {
    root: fixed('/app/teacher'),
    checkin: fixed('/app/teacher/checkin'),
    /** The student itself travels in navigation state. */
    checkinStudent: {
      path: '/app/teacher/checkin/:id',
      href: (studentId: string) => `/app/teacher/checkin/${id(studentId)}`,
    },
    /** Files an incident report about the student (issue 44), from their history. */
    incidentNew: {
      path: '/app/teacher/checkin/:id/incident',
      href: (studentId: string) => `/app/teacher/checkin/${id(studentId)}/incident`,
    },
    /** The head of centre's open and unacknowledged incident reports. */
    incidents: fixed('/app/teacher/incidents'),
    incident: {
      path: '/app/teacher/incidents/:incidentId',
      href: (incidentId: string) => `/app/teacher/incidents/${id(incidentId)}`,
    },
    activity: fixed('/app/teacher/activity'),
    activityPublished: fixed('/app/teacher/activity/published'),
    activityDraft: fixed('/app/teacher/activity/draft'),
    activityNew: fixed('/app/teacher/activity/new'),
    activityEdit: {
      path: '/app/teacher/activity/edit/:activityId',
      href: (activityId: string) => `/app/teacher/activity/edit/${id(activityId)}`,
    },
    activityView: {
      path: '/app/teacher/activity/view/:activityId',
      href: (activityId: string) => `/app/teacher/activity/view/${id(activityId)}`,
    },
    settings: fixed('/app/teacher/settings'),
    /** The centre's announcements (issue 30); the head of centre also writes them. */
    announcements: fixed('/app/teacher/announcements'),
    announcementNew: fixed('/app/teacher/announcements/new'),
    announcement: {
      path: '/app/teacher/announcements/:announcementId',
      href: (announcementId: string) => `/app/teacher/announcements/${id(announcementId)}`,
    },
    /** The head of centre's view of their own announcement: status, reach and actions. */
    announcementManage: {
      path: '/app/teacher/announcements/:announcementId/manage',
      href: (announcementId: string) => `/app/teacher/announcements/${id(announcementId)}/manage`,
    },
    announcementEdit: {
      path: '/app/teacher/announcements/:announcementId/edit',
      href: (announcementId: string) => `/app/teacher/announcements/${id(announcementId)}/edit`,
    },
    /** The centre's shared inbox of conversations with families (issue 43). */
    messages: fixed('/app/teacher/messages'),
    messageNew: fixed('/app/teacher/messages/new'),
    message: {
      path: '/app/teacher/messages/:threadId',
      href: (threadId: string) => `/app/teacher/messages/${id(threadId)}`,
    },
  },

  admin: {
    root: fixed('/app/admin'),
    checkins: fixed('/app/admin/checkins'),
    checkinsCentre: {
      path: '/app/admin/checkins/:centerId',
      href: (centerId: string, query?: Query) => withQuery(`/app/admin/checkins/${id(centerId)}`, query),
    },
    /** A centre's staff timesheet (issue 45). */
    checkinsCentreTimesheet: {
      path: '/app/admin/checkins/:centerId/timesheet',
      href: (centerId: string, query?: Query) =>
        withQuery(`/app/admin/checkins/${id(centerId)}/timesheet`, query),
    },
    registrations: fixed('/app/admin/registrations'),
    registration: {
      path: '/app/admin/registrations/:registrationId',
      href: (registrationId: string) => `/app/admin/registrations/${id(registrationId)}`,
    },
    /** Prefix of the order pages (there is no order list page). */
    orders: fixed('/app/admin/orders'),
    order: {
      path: '/app/admin/orders/:orderId',
      href: (orderId: string) => `/app/admin/orders/${id(orderId)}`,
    },
    activities: fixed('/app/admin/activities'),
    activitiesCentre: {
      path: '/app/admin/activities/:centerId',
      href: (centerId: string, query?: Query) => withQuery(`/app/admin/activities/${id(centerId)}`, query),
    },
    overtime: fixed('/app/admin/overtime'),
    overtimeReports: fixed('/app/admin/overtime/reports'),
    overtimeReport: {
      path: '/app/admin/overtime/reports/:reportId',
      href: (reportId: string) => `/app/admin/overtime/reports/${id(reportId)}`,
    },
    overtimeRules: fixed('/app/admin/overtime/rules'),
    overtimeInvoices: fixed('/app/admin/overtime/invoices'),
    overtimeCredits: fixed('/app/admin/overtime/credits'),
    overtimeCredit: {
      path: '/app/admin/overtime/credits/:accountId',
      href: (accountId: string) => `/app/admin/overtime/credits/${id(accountId)}`,
    },
    overtimeInvoice: {
      path: '/app/admin/overtime/invoices/:invoiceId',
      href: (invoiceId: string) => `/app/admin/overtime/invoices/${id(invoiceId)}`,
    },
    announcements: fixed('/app/admin/announcements'),
    announcementNew: fixed('/app/admin/announcements/new'),
    announcement: {
      path: '/app/admin/announcements/:announcementId',
      href: (announcementId: string) => `/app/admin/announcements/${id(announcementId)}`,
    },
    announcementEdit: {
      path: '/app/admin/announcements/:announcementId/edit',
      href: (announcementId: string) => `/app/admin/announcements/${id(announcementId)}/edit`,
    },
    /**
     * Head office's inbox, and each centre's shared inbox to read (decision 116): `?centre=` picks
     * one, `?thread=` opens a conversation (one route: the first pages' route table stays small).
     */
    messages: fixed('/app/admin/messages'),
    /** Incident reports across centres (issue 44, the CARE module). */
    incidents: fixed('/app/admin/incidents'),
    incident: {
      path: '/app/admin/incidents/:incidentId',
      href: (incidentId: string) => `/app/admin/incidents/${id(incidentId)}`,
    },
    /** The billing module (issue 41): fees, enrolments, monthly runs and their settings. */
    billing: fixed('/app/admin/billing'),
    billingFees: fixed('/app/admin/billing/fees'),
    billingRuns: fixed('/app/admin/billing/runs'),
    billingRun: {
      path: '/app/admin/billing/runs/:runId',
      href: (runId: string) => `/app/admin/billing/runs/${id(runId)}`,
    },
    /** `?child=` opens a child's enrolments beside the list. */
    billingEnrolments: fixed('/app/admin/billing/enrolments'),
    billingSettings: fixed('/app/admin/billing/settings'),
    /** Who issues the e-invoices sent to MyInvois (issue 42): the organisation, and centres' own. */
    billingEInvoice: fixed('/app/admin/billing/e-invoice'),
    billingAgeing: fixed('/app/admin/billing/ageing'),
    /** `?status&source&month&search` filter the list; `?document=` opens an e-invoice beside it. */
    billingEInvoices: fixed('/app/admin/billing/e-invoices'),
    /** `?familyId&centerId&from&to`: a family's statement of account at a centre. */
    billingStatement: fixed('/app/admin/billing/statement'),
    referrals: fixed('/app/admin/referrals'),
    settings: fixed('/app/admin/settings'),
    settingsGeneral: fixed('/app/admin/settings/general'),
    settingsPermissions: fixed('/app/admin/settings/permissions'),
    /** Route-table spelling. */
    users: fixed('/app/admin/users'),
    usersParents: fixed('/app/admin/users/parents'),
    usersParentDetail: {
      path: '/app/admin/users/parents/:parentId',
      href: (parentId: string) => `/app/admin/users/parents/${id(parentId)}`,
    },
    usersFamily: fixed('/app/admin/users/family'),
    usersFamilyDetail: {
      path: '/app/admin/users/family/:familyId',
      href: (familyId: string) => `/app/admin/users/family/${id(familyId)}`,
    },
    /** Sidebar spelling. */
    user: fixed('/app/admin/user'),
    userParents: fixed('/app/admin/user/parents'),
    userParentDetail: {
      path: '/app/admin/user/parents/:parentId',
      href: (parentId: string) => `/app/admin/user/parents/${id(parentId)}`,
    },
    userFamily: fixed('/app/admin/user/family'),
    userFamilyDetail: {
      path: '/app/admin/user/family/:familyId',
      href: (familyId: string) => `/app/admin/user/family/${id(familyId)}`,
    },
  },
} as const;
