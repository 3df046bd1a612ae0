import { expect, test } from '@playwright/test';
import { type CentreStudent, callApi, centreId, literally, teacherToken } from './support';

// CIC Bangsar only signs in here; nothing of the centre changes.
const centreName = 'CIC Bangsar';
const centrePassword = 'bangsar-pass';
const headOfCentre = 'Lim Siew Hoon';

test.use({ viewport: { width: 390, height: 844 } });

test('[HOC] signed in with the centre password alone, is signed out when hoc-login is switched on', async ({
  page,
  request,
}) => {
  const { token: adminToken } = await callApi<{ token: string }>(request, 'POST', '/admin/auth/login', {
    data: { email: 'admin@demo.test', password: 'demo-admin-pass' },
  });
  const setHocLogin = (enabled: boolean) =>
    request.put('/api/v2/admin/config', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { key: 'hoc-login', enabled },
    });

  const id = await centreId(request, centreName);
  const teacher = await teacherToken(request, { id, password: centrePassword }, 'Farhana Aziz');
  const [student] = await callApi<CentreStudent[]>(request, 'GET', '/center/students', { token: teacher });
  const studentName = student?.studentName ?? '';

  try {
    expect((await setHocLogin(false)).ok()).toBe(true);
    await page.goto('/teacher');
    await page.getByLabel('Center').selectOption({ label: centreName });
    await page.getByLabel('Password').fill(centrePassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: new RegExp(headOfCentre) }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);

    expect((await setHocLogin(true)).ok()).toBe(true);
    // The next action that asks the server: a child's check-in history.
    await page.getByRole('button', { name: literally(studentName) }).click();
    await page.getByRole('dialog', { name: studentName }).getByRole('button', { name: 'View All' }).click();

    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { name: 'Teachers only zone' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }),
    ).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  } finally {
    await setHocLogin(true);
  }
});
