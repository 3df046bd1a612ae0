import { invoiceModules } from '@cic/contract/admin/invoice-modules';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingView } from '@/components/loading-view';
import { RouteErrorView } from '@/components/route-error-view';
import { loadCatalogues } from '@/i18n/i18n';
import {
  adminAreaLoader,
  adminIndexLoader,
  adminLoginLoader,
  appIndexLoader,
  childRegisterLoader,
  parentAreaLoader,
  parentRegisterLoader,
  parentTabsLoader,
  Redirecting,
  redirectTo,
  requireModule,
  staffAreaLoader,
  teacherActivityLoader,
  teacherAreaLoader,
  teacherLoginLoader,
} from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { paths } from './paths';

/**
 * One lazy module per area, so a parent's phone never downloads teacher or admin code. Loaders
 * (the guards) stay in the main bundle; they are small and must run before an area loads.
 * Public pages load one by one: each sign-in page carries only its own form (decision 026).
 */
/** A page's code and its area's catalogue, fetched side by side rather than one after the other. */
function withCatalogue<M>(namespace: string, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadCatalogues([namespace])]).then(([module]) => module);
}

const publicPage = {
  landing: withCatalogue('auth', () => import('./routes/public/landing')),
  login: withCatalogue('auth', () => import('./routes/public/login')),
  version: withCatalogue('auth', () => import('./routes/public/version')),
  teacherLogin: withCatalogue('auth', () => import('./routes/public/teacher-login')),
  staffEntry: withCatalogue('auth', () => import('./routes/public/staff-entry')),
};
/** The signed-in areas' element: TanStack Query's provider around their pages (decision 055). */
const queryArea = async () => ({ Component: (await import('@/lib/with-queries')).QueryArea });

const parentArea = withCatalogue('parent', () => import('./routes/parent'));
const teacherArea = withCatalogue('teacher', () => import('./routes/teacher'));
const adminArea = withCatalogue('admin', () => import('./routes/admin'));
/** Admin pages whose words are in their own catalogue: it loads beside the area's code. */
const ordersArea = withCatalogue('orders', adminArea);
const overtimeArea = withCatalogue('overtime', adminArea);
const activitiesArea = withCatalogue('admin-activities', adminArea);
const adminAnnouncementsArea = withCatalogue('announcements', adminArea);
const teacherAnnouncementsArea = withCatalogue('announcements', teacherArea);
const billingArea = withCatalogue('billing', adminArea);
/** The admin pages that show staff-to-child ratios (issue 45): the centre page and the settings. */
const ratiosArea = withCatalogue('ratios', adminArea);
/** The child's page with its reported absences, whose words only it needs. */
const childPageArea = withCatalogue('absences', parentArea);

/** The first page of each signed-in area loads without the rest of its area, within its budget. */
const firstPage = {
  parentLayout: withCatalogue('parent', () => import('./routes/parent/parent-layout')),
  parentHome: withCatalogue('parent', () => import('./routes/parent/home')),
  teacherLayout: withCatalogue('teacher', () => import('./routes/teacher/teacher-layout')),
  teacherCheckin: withCatalogue('teacher', () => import('./routes/teacher/checkin')),
  adminLayout: withCatalogue('admin', () => import('./routes/admin/admin-layout')),
  adminCheckins: withCatalogue(
    'ratios',
    withCatalogue('admin', () => import('./routes/admin/check-ins/centre-list-page')),
  ),
};

/** A route's granular `lazy` that takes its component from an area module. */
function from<M>(area: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { Component: async () => pick(await area()) };
}

const P = paths.parent;
const T = paths.teacher;
const A = paths.admin;

const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { index: true, lazy: from(publicPage.landing, (m) => m.LandingPage) },
      { path: paths.login.path, lazy: from(publicPage.login, (m) => m.LoginPage) },
      { path: paths.version.path, lazy: from(publicPage.version, (m) => m.VersionPage) },
      {
        path: paths.teacherLogin.path,
        loader: teacherLoginLoader,
        lazy: from(publicPage.teacherLogin, (m) => m.TeacherLoginPage),
      },
      {
        path: paths.adminLogin.path,
        loader: adminLoginLoader,
        children: [
          { index: true, lazy: from(publicPage.staffEntry, (m) => m.AdminLoginPage) },
          {
            // The registration prompt is the route's loader, so the page never shows before it.
            path: paths.adminRegister.path,
            lazy: async () => {
              const m = await publicPage.staffEntry();
              return { loader: m.adminRegisterLoader, Component: m.AdminRegisterPage };
            },
          },
          { path: '*', loader: redirectTo(paths.adminLogin.path), Component: Redirecting },
        ],
      },
      {
        path: '*',
        lazy: () => import('@/components/not-found').then((module) => ({ Component: module.NotFound })),
      },
    ],
  },
  { path: paths.referral.path, loader: redirectTo(P.root.path), Component: Redirecting },
];

const parentRoutes: RouteObject = {
  path: P.root.path,
  loader: parentAreaLoader,
  lazy: queryArea,
  children: [
    {
      path: P.register.path,
      loader: parentRegisterLoader,
      lazy: from(parentArea, (m) => m.ParentPlainLayout),
      children: [{ index: true, lazy: from(parentArea, (m) => m.ParentRegisterPage) }],
    },
    {
      loader: parentTabsLoader,
      lazy: from(firstPage.parentLayout, (m) => m.ParentLayout),
      children: [
        { index: true, lazy: from(firstPage.parentHome, (m) => m.ParentHomePage) },
        { path: P.children.path, lazy: from(parentArea, (m) => m.ChildrenPage) },
        {
          path: P.childRegister.path,
          loader: childRegisterLoader,
          lazy: from(parentArea, (m) => m.ChildRegisterPage),
        },
        { path: P.child.path, loader: redirectTo(P.children.path), Component: Redirecting },
        { path: P.childCheckIn.path, lazy: from(childPageArea, (m) => m.ChildCheckInPage) },
        { path: P.childPickupPersons.path, lazy: from(parentArea, (m) => m.PickupPersonsPage) },
        { path: P.activity.path, lazy: from(parentArea, (m) => m.ParentActivityPage) },
        { path: P.announcements.path, lazy: from(parentArea, (m) => m.ParentAnnouncementsPage) },
        { path: P.announcement.path, lazy: from(parentArea, (m) => m.ParentAnnouncementPage) },
        { path: P.messages.path, lazy: from(parentArea, (m) => m.ParentMessagesPage) },
        { path: P.messageNew.path, lazy: from(parentArea, (m) => m.ParentNewMessagePage) },
        { path: P.message.path, lazy: from(parentArea, (m) => m.ParentMessagePage) },
        { path: P.incident.path, lazy: from(parentArea, (m) => m.ParentIncidentPage) },
        { path: P.payments.path, lazy: from(parentArea, (m) => m.PaymentsPage) },
        { path: P.invoice.path, lazy: from(parentArea, (m) => m.InvoicePage) },
        { path: P.settings.path, lazy: from(parentArea, (m) => m.SettingsPage) },
        { path: P.settingsDetails.path, lazy: from(parentArea, (m) => m.SettingsDetailsPage) },
        { path: `${P.settings.path}/*`, loader: redirectTo(P.settings.path), Component: Redirecting },
        { path: P.paymentComplete.path, lazy: from(parentArea, (m) => m.PaymentCompletePage) },
      ],
    },
    { path: '*', loader: redirectTo(P.root.path), Component: Redirecting },
  ],
};

const teacherRoutes: RouteObject = {
  path: T.root.path,
  loader: teacherAreaLoader,
  lazy: from(firstPage.teacherLayout, (m) => m.TeacherLayout),
  children: [
    { index: true, loader: redirectTo(T.checkin.path), Component: Redirecting },
    { path: T.checkin.path, lazy: from(firstPage.teacherCheckin, (m) => m.CheckinPage) },
    { path: T.checkinStudent.path, lazy: from(teacherArea, (m) => m.StudentHistoryPage) },
    { path: T.incidentNew.path, lazy: from(teacherArea, (m) => m.FileIncidentPage) },
    { path: T.incidents.path, lazy: from(teacherArea, (m) => m.CentreIncidentsPage) },
    { path: T.incident.path, lazy: from(teacherArea, (m) => m.TeacherIncidentPage) },
    {
      path: T.activity.path,
      loader: teacherActivityLoader,
      children: [
        { index: true, loader: redirectTo(T.activityPublished.path), Component: Redirecting },
        { path: T.activityPublished.path, lazy: from(teacherArea, (m) => m.PublishedActivitiesPage) },
        { path: T.activityDraft.path, lazy: from(teacherArea, (m) => m.DraftActivitiesPage) },
        { path: T.activityNew.path, lazy: from(teacherArea, (m) => m.NewActivityPage) },
        { path: T.activityEdit.path, lazy: from(teacherArea, (m) => m.EditActivityPage) },
        { path: T.activityView.path, lazy: from(teacherArea, (m) => m.ViewActivityPage) },
        { path: '*', loader: redirectTo(T.checkin.path), Component: Redirecting },
      ],
    },
    { path: T.settings.path, lazy: from(teacherArea, (m) => m.TeacherSettingsPage) },
    { path: T.staffAttendance.path, lazy: from(teacherArea, (m) => m.StaffAttendancePage) },
    { path: T.staffTimesheet.path, lazy: from(teacherArea, (m) => m.StaffTimesheetPage) },
    {
      path: T.announcements.path,
      children: [
        { index: true, lazy: from(teacherAnnouncementsArea, (m) => m.TeacherAnnouncementsPage) },
        {
          path: T.announcementNew.path,
          lazy: from(teacherAnnouncementsArea, (m) => m.NewCentreAnnouncementPage),
        },
        { path: T.announcement.path, lazy: from(teacherAnnouncementsArea, (m) => m.TeacherAnnouncementPage) },
        {
          path: T.announcementManage.path,
          lazy: from(teacherAnnouncementsArea, (m) => m.CentreAnnouncementPage),
        },
        {
          path: T.announcementEdit.path,
          lazy: from(teacherAnnouncementsArea, (m) => m.EditCentreAnnouncementPage),
        },
      ],
    },
    {
      path: T.messages.path,
      children: [
        { index: true, lazy: from(teacherArea, (m) => m.CentreMessagesPage) },
        { path: T.messageNew.path, lazy: from(teacherArea, (m) => m.NewCentreMessagePage) },
        { path: T.message.path, lazy: from(teacherArea, (m) => m.CentreMessagePage) },
      ],
    },
    { path: '*', loader: redirectTo(T.checkin.path), Component: Redirecting },
  ],
};

type UserArea = { root: string; parents: string; parentDetail: string; family: string; familyDetail: string };

/** Both spellings of the user area: the route table's /users and the sidebar's /user. */
function userRoutes(area: UserArea): RouteObject {
  return {
    path: area.root,
    loader: requireModule('USER'),
    children: [
      { index: true, lazy: from(adminArea, (m) => m.AllUsersPage) },
      { path: area.parents, lazy: from(adminArea, (m) => m.ParentsPage) },
      { path: area.parentDetail, lazy: from(adminArea, (m) => m.ParentDetailPage) },
      { path: area.family, lazy: from(adminArea, (m) => m.FamilyPage) },
      { path: area.familyDetail, lazy: from(adminArea, (m) => m.FamilyDetailPage) },
      { path: '*', loader: redirectTo(A.users.path), Component: Redirecting },
    ],
  };
}

const adminRoutes: RouteObject = {
  path: A.root.path,
  loader: adminAreaLoader,
  lazy: from(firstPage.adminLayout, (m) => m.AdminLayout),
  children: [
    { index: true, loader: adminIndexLoader, lazy: from(adminArea, (m) => m.NoModulesPage) },
    {
      path: A.checkins.path,
      loader: requireModule('CHECKIN'),
      children: [
        { index: true, lazy: from(firstPage.adminCheckins, (m) => m.CheckinsPage) },
        {
          lazy: from(adminArea, (m) => m.CentreCheckinsLayout),
          children: [{ path: A.checkinsCentre.path, lazy: from(ratiosArea, (m) => m.CentreCheckinsPage) }],
        },
        { path: A.checkinsCentreTimesheet.path, lazy: from(adminArea, (m) => m.CentreTimesheetPage) },
      ],
    },
    {
      path: A.registrations.path,
      loader: requireModule('REGISTRATION'),
      children: [
        { index: true, lazy: from(ordersArea, (m) => m.RegistrationsPage) },
        { path: A.registration.path, lazy: from(ordersArea, (m) => m.RegistrationPage) },
      ],
    },
    { path: A.order.path, loader: requireModule('REGISTRATION'), lazy: from(ordersArea, (m) => m.OrderPage) },
    {
      path: A.activities.path,
      loader: requireModule('ACTIVITY'),
      children: [
        { index: true, lazy: from(activitiesArea, (m) => m.ActivitiesPage) },
        {
          lazy: from(activitiesArea, (m) => m.CentreActivitiesLayout),
          children: [
            { path: A.activitiesCentre.path, lazy: from(activitiesArea, (m) => m.CentreActivitiesPage) },
          ],
        },
      ],
    },
    {
      path: A.overtime.path,
      loader: requireModule('OVERTIME'),
      children: [
        { index: true, loader: redirectTo(A.overtimeReports.path), Component: Redirecting },
        { path: A.overtimeReports.path, lazy: from(overtimeArea, (m) => m.OvertimeReportsPage) },
        { path: A.overtimeReport.path, lazy: from(overtimeArea, (m) => m.OvertimeReportPage) },
        { path: A.overtimeRules.path, lazy: from(overtimeArea, (m) => m.OvertimeRulesPage) },
      ],
    },
    {
      // Invoices and credits hold monthly fees too: either module opens them (decision 100).
      loader: requireModule(...invoiceModules),
      children: [
        { path: A.overtimeInvoices.path, lazy: from(overtimeArea, (m) => m.OvertimeInvoicesPage) },
        { path: A.overtimeInvoice.path, lazy: from(overtimeArea, (m) => m.OvertimeInvoicePage) },
        { path: A.overtimeCredits.path, lazy: from(overtimeArea, (m) => m.OvertimeCreditsPage) },
        { path: A.overtimeCredit.path, lazy: from(overtimeArea, (m) => m.OvertimeCreditPage) },
      ],
    },
    {
      path: A.announcements.path,
      loader: requireModule('ANNOUNCEMENT'),
      children: [
        { index: true, lazy: from(adminAnnouncementsArea, (m) => m.AnnouncementsPage) },
        { path: A.announcementNew.path, lazy: from(adminAnnouncementsArea, (m) => m.NewAnnouncementPage) },
        { path: A.announcement.path, lazy: from(adminAnnouncementsArea, (m) => m.AnnouncementPage) },
        { path: A.announcementEdit.path, lazy: from(adminAnnouncementsArea, (m) => m.EditAnnouncementPage) },
      ],
    },
    {
      path: A.messages.path,
      loader: requireModule('MESSAGES'),
      lazy: from(adminArea, (m) => m.MessagesPage),
    },
    {
      path: A.incidents.path,
      loader: requireModule('CARE'),
      children: [
        { index: true, lazy: from(adminArea, (m) => m.IncidentsPage) },
        { path: A.incident.path, lazy: from(adminArea, (m) => m.IncidentPage) },
      ],
    },
    {
      path: A.billing.path,
      loader: requireModule('BILLING'),
      children: [
        { index: true, loader: redirectTo(A.billingFees.path), Component: Redirecting },
        { path: A.billingFees.path, lazy: from(billingArea, (m) => m.BillingFeesPage) },
        { path: A.billingRuns.path, lazy: from(billingArea, (m) => m.BillingRunsPage) },
        { path: A.billingRun.path, lazy: from(billingArea, (m) => m.BillingRunPage) },
        { path: A.billingEnrolments.path, lazy: from(billingArea, (m) => m.BillingEnrolmentsPage) },
        { path: A.billingSettings.path, lazy: from(billingArea, (m) => m.BillingSettingsPage) },
        { path: A.billingEInvoice.path, lazy: from(billingArea, (m) => m.BillingEInvoicePage) },
        { path: A.billingAgeing.path, lazy: from(billingArea, (m) => m.BillingAgeingPage) },
        { path: A.billingEInvoices.path, lazy: from(billingArea, (m) => m.BillingEInvoicesPage) },
        { path: A.billingStatement.path, lazy: from(billingArea, (m) => m.BillingStatementPage) },
      ],
    },
    {
      path: A.referrals.path,
      loader: requireModule('REFERRAL'),
      lazy: from(adminArea, (m) => m.ReferralsPage),
    },
    {
      path: A.settings.path,
      loader: requireModule('SETTINGS'),
      children: [
        { index: true, loader: redirectTo(A.settingsGeneral.path), Component: Redirecting },
        { path: A.settingsGeneral.path, lazy: from(ratiosArea, (m) => m.GeneralSettingsPage) },
        { path: A.settingsPermissions.path, lazy: from(adminArea, (m) => m.PermissionsPage) },
        { path: '*', loader: redirectTo(A.settingsGeneral.path), Component: Redirecting },
      ],
    },
    userRoutes({
      root: A.users.path,
      parents: A.usersParents.path,
      parentDetail: A.usersParentDetail.path,
      family: A.usersFamily.path,
      familyDetail: A.usersFamilyDetail.path,
    }),
    userRoutes({
      root: A.user.path,
      parents: A.userParents.path,
      parentDetail: A.userParentDetail.path,
      family: A.userFamily.path,
      familyDetail: A.userFamilyDetail.path,
    }),
    { path: '*', loader: redirectTo(A.root.path), Component: Redirecting },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <LoadingView />,
    children: [
      ...publicRoutes,
      parentRoutes,
      {
        path: paths.app.path,
        loader: staffAreaLoader,
        lazy: queryArea,
        children: [
          { index: true, loader: appIndexLoader, Component: Redirecting },
          teacherRoutes,
          adminRoutes,
          { path: '*', loader: redirectTo(paths.app.path), Component: Redirecting },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
