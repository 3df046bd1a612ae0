import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { writeAnnouncement } from './announcements';
import { bearer, callApi } from './api';
import { type SessionCookie, storeSession } from './browser-session';
import { childrenOf, studentsOf } from './children';
import { kualaLumpurDayFromToday } from './dates';
import { demoCentres, demoHocPassword } from './demo-accounts';
import { anIncident } from './incidents';
import { parentWrites, teacherWrites } from './messages';
import { billableStudents, generateOvertimeReport } from './overtime';
import { adminToken, centreId, hocToken, parentToken, teacherToken } from './sign-in';

/**
 * Every route of the app, grouped by the session that reaches it: what the page-wide checks
 * (no sideways scroll, axe) visit. A group without a session is visited signed out.
 */
export type PageGroup = { session?: { cookie: SessionCookie; token: string }; paths: string[] };

const { bangsar, melawati } = demoCentres;

/** Replaces whatever session the browser had with the group's. */
export async function enterGroup(context: BrowserContext, group: PageGroup): Promise<void> {
  await context.clearCookies();
  if (group.session) await storeSession(context, group.session.cookie, group.session.token);
}

async function firstId(request: APIRequestContext, path: string, token: string): Promise<string> {
  const [first] = await callApi<{ id: string }[]>(request, 'GET', path, { token });
  if (!first) throw new Error(`${path} is empty`);
  return first.id;
}

/** 500 characters without a space: a note a page must wrap, never widen for (issue 40). */
export const unbrokenText = 'Unbroken'.repeat(62).concat('Text');

/**
 * A far absence of the child with `unbrokenText` as its note, shown on the child's page: reported
 * once a run (the Malay pass finds it there already, 409).
 */
async function reportUnbrokenNote(request: APIRequestContext, parent: string, child: string) {
  const day = kualaLumpurDayFromToday(300);
  const response = await request.post(`/api/v2/parent/children/${child}/absences`, {
    headers: bearer(parent),
    data: { from: day, to: day, reason: 'OTHER', note: unbrokenText },
  });
  if (![201, 409].includes(response.status())) {
    throw new Error(`The absence answered ${response.status()}: ${await response.text()}`);
  }
}

/** The public pages, a new parent's profile page and every page of a parent with a child. */
export async function parentPages(request: APIRequestContext): Promise<PageGroup[]> {
  const newcomer = await parentToken(request, 'new.father@demo.test');
  const token = await parentToken(request, 'rajesh.s@demo.test');
  const [child] = await childrenOf(request, token);
  if (!child) throw new Error('The demo parent has no child');
  await reportUnbrokenNote(request, token, child);
  const conversation = await parentWrites(request, token, child, {
    subject: `Every page ${Date.now()}`,
    body: unbrokenText,
  });
  const announcement = await writeAnnouncement(request, 'admin', await adminToken(request), {
    title: `Every page ${Date.now()}`,
    centreIds: [await centreId(request, melawati.name)],
    publish: true,
  });
  return [
    { paths: ['/', '/login', '/version', '/teacher', '/admin'] },
    { session: { cookie: 'parent_token', token: newcomer }, paths: ['/parent/register'] },
    {
      session: { cookie: 'parent_token', token },
      paths: [
        '/parent',
        '/parent/children',
        `/parent/children/${child}/check-in`,
        `/parent/children/${child}/pickup-persons`,
        '/parent/settings',
        '/parent/settings/details',
        '/parent/activity',
        '/parent/payments',
        '/parent/payments?tab=statement',
        '/parent/announcements',
        `/parent/announcements/${announcement}`,
        '/parent/messages',
        '/parent/messages/new',
        `/parent/messages/${conversation}`,
        '/parent/children/register',
        '/parent/payment/complete',
      ],
    },
  ];
}

/** Every teacher page, and the head of centre's versions of the lists and settings. */
export async function teacherPages(request: APIRequestContext): Promise<PageGroup[]> {
  const id = await centreId(request, bangsar.name);
  const teacher = await teacherToken(request, { id, password: bangsar.password }, 'Farhana Aziz');
  const [student] = await studentsOf(request, teacher);
  const activity = await firstId(request, '/center/activities/published', teacher);
  const hoc = await hocToken(request, { email: 'hoc.bangsar@demo.test', password: demoHocPassword });
  // Shah Alam's head of centre has written nothing: the empty list's message must be in view.
  const quietHoc = await hocToken(request, { email: 'hoc.shahalam@demo.test', password: demoHocPassword });
  const title = `Every page ${Date.now()}`;
  const notice = await writeAnnouncement(request, 'super-manager', hoc, { title, publish: true });
  const draft = await writeAnnouncement(request, 'super-manager', hoc, { title: `${title} draft` });
  const conversation = await teacherWrites(request, teacher, { subject: title, body: unbrokenText });
  const incident = await anIncident(request);
  return [
    {
      session: { cookie: 'token', token: teacher },
      paths: [
        '/app/teacher/checkin',
        `/app/teacher/checkin/${student?.ID_STUDENT}`,
        '/app/teacher/settings',
        '/app/teacher/activity/published',
        '/app/teacher/activity/draft',
        '/app/teacher/activity/new',
        `/app/teacher/activity/edit/${activity}`,
        `/app/teacher/activity/view/${activity}`,
        '/app/teacher/announcements',
        `/app/teacher/announcements/${notice}`,
        '/app/teacher/messages',
        '/app/teacher/messages/new',
        `/app/teacher/messages/${conversation}`,
        `/app/teacher/checkin/${student?.ID_STUDENT}/incident`,
        `/app/teacher/incidents/${incident}`,
      ],
    },
    {
      session: { cookie: 'token', token: hoc },
      paths: [
        '/app/teacher/checkin',
        '/app/teacher/settings',
        '/app/teacher/announcements',
        '/app/teacher/announcements/new',
        `/app/teacher/announcements/${notice}/manage`,
        `/app/teacher/announcements/${draft}/edit`,
        '/app/teacher/messages',
        '/app/teacher/incidents',
        '/app/teacher/incidents?show=UNACKNOWLEDGED',
        `/app/teacher/incidents/${incident}`,
        '/app/teacher/staff-attendance',
        '/app/teacher/staff-attendance/timesheet',
      ],
    },
    { session: { cookie: 'token', token: quietHoc }, paths: ['/app/teacher/announcements'] },
  ];
}

/** Every admin page, each tab of the centre page and of an overtime report included, and the billing pages. */
export async function adminPages(request: APIRequestContext): Promise<PageGroup[]> {
  const token = await adminToken(request);
  const centre = await centreId(request, bangsar.name);
  const parent = await firstId(request, '/admin/users/parents', token);
  const family = await firstId(request, '/admin/users/families', token);
  const registration = await firstId(request, '/admin/registration', token);
  const { orderId } = await callApi<{ orderId: string }>(
    request,
    'GET',
    `/admin/registration/${registration}`,
    {
      token,
    },
  );
  const report = await generateOvertimeReport(request, token, `Every page ${Date.now()}`);
  const announcement = await writeAnnouncement(request, 'admin', token, {
    title: `Every page ${Date.now()}`,
    centreIds: [centre],
  });
  const parentOfBangsar = await parentToken(request, 'rajesh.s@demo.test');
  const [child] = await childrenOf(request, parentOfBangsar);
  if (!child) throw new Error('The demo parent has no child');
  const written = { subject: `Every page ${Date.now()}`, body: unbrokenText };
  const officeThread = await parentWrites(request, parentOfBangsar, child, { ...written, to: 'HEAD_OFFICE' });
  const centreThread = await parentWrites(request, parentOfBangsar, child, written);
  const incident = await anIncident(request);
  // A student with overtime left to invoice: earlier specs invoiced some of last month (decision 087).
  const [student] = await billableStudents(request, token, report.id);
  const {
    invoices: [invoice],
  } = await callApi<{ invoices: { id: string }[] }>(request, 'POST', '/admin/overtime/invoices', {
    token,
    data: { reportId: report.id, childIds: [student?.childId] },
  });
  return [
    {
      session: { cookie: 'token', token },
      paths: [
        '/app/admin/checkins',
        // The dashboard filtered to the centres out of ratio now (issue 45).
        '/app/admin/checkins?outOfRatio=true',
        ...['overall', 'teachers', 'students', 'notes'].map(
          (tab) => `/app/admin/checkins/${centre}?tab=${tab}`,
        ),
        `/app/admin/checkins/${centre}/timesheet`,
        '/app/admin/referrals',
        '/app/admin/settings/general',
        '/app/admin/settings/permissions',
        '/app/admin/users',
        '/app/admin/user/parents',
        `/app/admin/user/parents/${parent}`,
        '/app/admin/user/family',
        `/app/admin/user/family/${family}`,
        '/app/admin/registrations',
        `/app/admin/registrations/${registration}`,
        `/app/admin/orders/${orderId}`,
        '/app/admin/activities',
        `/app/admin/activities/${centre}`,
        '/app/admin/overtime/reports',
        ...['overall', 'centers', 'students'].map(
          (tab) => `/app/admin/overtime/reports/${report.id}?tab=${tab}`,
        ),
        '/app/admin/overtime/rules',
        '/app/admin/overtime/invoices',
        `/app/admin/overtime/invoices/${invoice?.id}`,
        '/app/admin/overtime/credits',
        '/app/admin/announcements',
        '/app/admin/announcements/new',
        `/app/admin/announcements/${announcement}`,
        `/app/admin/announcements/${announcement}/edit`,
        '/app/admin/messages',
        `/app/admin/messages?centre=${centre}`,
        `/app/admin/messages?thread=${officeThread}`,
        `/app/admin/messages?centre=${centre}&thread=${centreThread}`,
        '/app/admin/billing/fees',
        '/app/admin/billing/runs',
        '/app/admin/billing/enrolments',
        '/app/admin/billing/settings',
        '/app/admin/billing/e-invoice',
        '/app/admin/billing/ageing',
        '/app/admin/billing/e-invoices',
        `/app/admin/billing/statement?familyId=${family}&centerId=${centre}`,
        '/app/admin/incidents',
        `/app/admin/incidents/${incident}`,
      ],
    },
  ];
}
