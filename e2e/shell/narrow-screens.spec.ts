import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { type SessionCookie, storeSession } from '../support/browser-session';
import { childrenOf, studentsOf } from '../support/children';
import { demoCentres, demoHocPassword } from '../support/demo-accounts';
import { generateOvertimeReport } from '../support/overtime';
import { adminToken, centreId, hocToken, parentToken, teacherToken } from '../support/sign-in';

/**
 * Nothing scrolls sideways on a 360 px phone: every page of every area, the centre page's tabs
 * and the "not available yet" routes included.
 */
const width = 360;
test.use({ viewport: { width, height: 740 } });

const { bangsar } = demoCentres;

/** Replaces whatever session the browser had with this one. */
async function useToken(context: BrowserContext, cookie: SessionCookie, token: string) {
  await context.clearCookies();
  await storeSession(context, cookie, token);
}

/** Visits each path and checks the page is no wider than the screen, listing every page that is. */
async function expectNoSidewaysScroll(page: Page, pathsToVisit: string[]): Promise<void> {
  for (const path of pathsToVisit) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    // Measured once loaded: skeletons give way to the real rows, which are what could be too wide.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
  }
}

async function firstId(request: APIRequestContext, path: string, token: string): Promise<string> {
  const [first] = await callApi<{ id: string }[]>(request, 'GET', path, { token });
  if (!first) throw new Error(`${path} is empty`);
  return first.id;
}

test.describe('360 px wide screens', () => {
  test('[PARENT] no page scrolls sideways at 360 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    await expectNoSidewaysScroll(page, ['/', '/login', '/version', '/teacher', '/admin']);

    const newcomer = await parentToken(request, 'new.father@demo.test');
    await useToken(page.context(), 'parent_token', newcomer);
    await expectNoSidewaysScroll(page, ['/parent/register']);

    const token = await parentToken(request, 'rajesh.s@demo.test');
    const [child] = await childrenOf(request, token);
    if (!child) throw new Error('The demo parent has no child');
    await useToken(page.context(), 'parent_token', token);
    await expectNoSidewaysScroll(page, [
      '/parent',
      '/parent/children',
      `/parent/children/${child}/check-in`,
      `/parent/children/${child}/pickup-persons`,
      '/parent/settings',
      '/parent/settings/details',
      '/parent/activity',
      '/parent/children/register',
      '/parent/payment/complete',
    ]);
  });

  test('[TEACHER] no teacher or head-of-centre page scrolls sideways at 360 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await centreId(request, bangsar.name);
    const teacher = await teacherToken(request, { id, password: bangsar.password }, 'Farhana Aziz');
    const student = await studentsOf(request, teacher);
    const activity = await firstId(request, '/center/activities/published', teacher);
    await useToken(page.context(), 'token', teacher);
    const activityPages = [
      '/app/teacher/activity/published',
      '/app/teacher/activity/draft',
      '/app/teacher/activity/new',
      `/app/teacher/activity/edit/${activity}`,
      `/app/teacher/activity/view/${activity}`,
    ];
    await expectNoSidewaysScroll(page, [
      '/app/teacher/checkin',
      `/app/teacher/checkin/${student[0]?.ID_STUDENT}`,
      '/app/teacher/settings',
      ...activityPages,
    ]);

    const hoc = await hocToken(request, { email: 'hoc.bangsar@demo.test', password: demoHocPassword });
    await useToken(page.context(), 'token', hoc);
    await expectNoSidewaysScroll(page, ['/app/teacher/checkin', '/app/teacher/settings']);
  });

  test('[ADMIN] no admin page or centre tab scrolls sideways at 360 px', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await adminToken(request);
    const centre = await centreId(request, bangsar.name);
    const parent = await firstId(request, '/admin/users/parents', token);
    const family = await firstId(request, '/admin/users/families', token);
    const registration = await firstId(request, '/admin/registration', token);
    const { orderId } = await callApi<{ orderId: string }>(
      request,
      'GET',
      `/admin/registration/${registration}`,
      { token },
    );
    const report = await generateOvertimeReport(request, token, `Narrow screens ${Date.now()}`);
    await useToken(page.context(), 'token', token);
    await expectNoSidewaysScroll(page, [
      '/app/admin/checkins',
      ...['overall', 'teachers', 'students', 'notes'].map(
        (tab) => `/app/admin/checkins/${centre}?tab=${tab}`,
      ),
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
    ]);
  });
});
