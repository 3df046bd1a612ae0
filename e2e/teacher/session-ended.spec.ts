import { expect, test } from '@playwright/test';
import { setAdminSwitch } from '../support/api';
import { sessionCookie } from '../support/browser-session';
import { studentsOf } from '../support/children';
import { demoCentres } from '../support/demo-accounts';
import { adminToken, centreId, teacherToken } from '../support/sign-in';
import { pickTeacher, signInToCentre } from '../support/sign-in-pages';
import { literally } from '../support/text';

// CIC Bangsar only signs in here; nothing of the centre changes.
const centre = demoCentres.bangsar;
const headOfCentre = 'Lim Siew Hoon';

test.use({ viewport: { width: 390, height: 844 } });

test('[HOC] signed in with the centre password alone, is signed out when hoc-login is switched on', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const setHocLogin = (enabled: boolean) => setAdminSwitch(request, admin, 'hoc-login', enabled);

  const id = await centreId(request, centre.name);
  const teacher = await teacherToken(request, { id, password: centre.password }, 'Farhana Aziz');
  const [student] = await studentsOf(request, teacher);
  const studentName = student?.studentName ?? '';

  try {
    expect((await setHocLogin(false)).ok()).toBe(true);
    await page.goto('/teacher');
    await signInToCentre(page, centre);
    await pickTeacher(page, new RegExp(headOfCentre));
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);

    expect((await setHocLogin(true)).ok()).toBe(true);
    // The next call to the server ends the session: opening a child's check-in history, unless a
    // call the list makes by itself gets there first and the child's button is gone.
    const briefly = { timeout: 5_000 };
    await page
      .getByRole('button', { name: literally(studentName) })
      .click(briefly)
      .then(() =>
        page
          .getByRole('dialog', { name: studentName })
          .getByRole('button', { name: 'View All' })
          .click(briefly),
      )
      .catch(() => undefined);

    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { name: 'Teachers only zone' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }),
    ).toBeVisible();
    expect(await sessionCookie(page.context(), 'token')).toBeUndefined();
  } finally {
    await setHocLogin(true);
  }
});
