import type { CentreTeacher } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi, setAdminSwitch } from '../support/api';
import { axeViolations } from '../support/axe';
import { demoCentres, demoHocPassword } from '../support/demo-accounts';
import { expectVisibleFocus } from '../support/keyboard';
import { adminToken, centreId, hocToken } from '../support/sign-in';
import { pickTeacher, signInToCentre } from '../support/sign-in-pages';
import { literally } from '../support/text';

// CIC Taman Melawati; only Chong Mei Fong's PIN changes here, and it is given back after.
const centre = demoCentres.melawati;
const teacher = { name: 'Chong Mei Fong', pin: '2222' };
const headOfCentre = { name: 'Rohana Said', pin: '2580', email: 'hoc.melawati@demo.test' };

test.use({ viewport: { width: 390, height: 844 } });

async function headOfCentreToken(request: Parameters<typeof hocToken>[0]) {
  return hocToken(request, { email: headOfCentre.email, password: demoHocPassword });
}

test.afterEach(async ({ request }) => {
  const token = await headOfCentreToken(request);
  const staff = await callApi<{ id: string; name: string }[]>(request, 'GET', '/super-manager/permission', {
    token,
  });
  const chong = staff.find((person) => person.name === teacher.name);
  await callApi(request, 'PUT', `/super-manager/permission/${chong?.id}/pin`, {
    token,
    data: { pin: teacher.pin },
  });
  await callApi(request, 'PUT', '/super-manager/settings/idle-minutes', { token, data: { minutes: 5 } });
});

test.describe('teacher PINs', () => {
  test('[TEACHER] centre login, name, PIN, check-in list; a wrong PIN; back to the names when idle', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await headOfCentreToken(request);
    await callApi(request, 'PUT', '/super-manager/settings/idle-minutes', { token, data: { minutes: 1 } });
    await page.clock.install();

    await page.goto('/teacher');
    await signInToCentre(page, centre);
    await page.getByRole('button', { name: literally(teacher.name) }).click();
    const pin = page.getByLabel('PIN', { exact: true });
    await expectVisibleFocus(pin);
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('autocomplete', 'off');
    expect(await axeViolations(page)).toEqual([]);

    await pin.fill('9999');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This PIN is not correct.', { exact: true })).toBeVisible();

    await pin.fill(teacher.pin);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    await expect(page.getByRole('banner').getByText(teacher.name)).toBeVisible();

    // A minute without use: the names again, the device still signed in to the centre, after a reload too.
    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
    await page.getByRole('button', { name: literally(teacher.name) }).click();
    await expect(page.getByLabel('PIN', { exact: true })).toBeVisible();
  });

  test('[HOC] the head of centre resets a teacher PIN, which then opens the teacher session', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/teacher');
    await signInToCentre(page, centre);
    await page.getByRole('button', { name: new RegExp(headOfCentre.name) }).click();
    await page.getByLabel('PIN', { exact: true }).fill(headOfCentre.pin);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: `Reset PIN for ${teacher.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset PIN for ${teacher.name}` });
    await dialog.getByLabel('New PIN (4 to 6 digits)').fill('12a');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A PIN is 4 to 6 digits.')).toBeVisible();
    await dialog.getByLabel('New PIN (4 to 6 digits)').fill('7777');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('PIN saved', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
    await page.getByRole('button', { name: literally(teacher.name) }).click();
    await page.getByLabel('PIN', { exact: true }).fill('7777');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
  });

  test('[HOC] with hoc-login off, the head of centre still gives a teacher a PIN in Settings', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await adminToken(request);
    try {
      expect((await setAdminSwitch(request, admin, 'hoc-login', false)).ok()).toBe(true);
      await page.goto('/teacher');
      await signInToCentre(page, centre);
      await pickTeacher(page, new RegExp(headOfCentre.name));
      await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(
        page.getByText("Set or reset each teacher's PIN. Give it to them in person."),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Rename ${teacher.name}` })).toHaveCount(0);
      await page.getByRole('button', { name: `Reset PIN for ${teacher.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Reset PIN for ${teacher.name}` });
      await dialog.getByLabel('New PIN (4 to 6 digits)').fill('7777');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('PIN saved', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await setAdminSwitch(request, admin, 'hoc-login', true);
    }
  });

  test("[HOC] sees a teacher's wrong PINs and waits, and lifts them", async ({ page, request }) => {
    test.setTimeout(90_000);
    // Five wrong PINs for the teacher on a phone of its own: the fifth makes the next try wait.
    const cards = await callApi<CentreTeacher[]>(request, 'POST', '/center/login', {
      data: { id: await centreId(request, centre.name), password: centre.password },
      headers: { 'X-Forwarded-For': '198.51.100.251' },
    });
    const card = cards.find((person) => person.name === teacher.name);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await request.post('/api/v2/center/login-pin', {
        data: { device: card?.device?.token, id: card?.id, pin: '9999' },
      });
      expect(wrong.status()).toBe(401);
    }

    await page.goto('/teacher');
    await signInToCentre(page, centre);
    await pickTeacher(page, new RegExp(headOfCentre.name));
    await expect(page).toHaveURL(/\/app\/teacher\/checkin$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    const row = page.getByRole('listitem').filter({ hasText: teacher.name });
    await expect(row.getByText('5 wrong PINs today', { exact: true })).toBeVisible();
    await expect(
      row.getByText(/^Waiting on the phone signed in on \d{2}\/\d{2}\/\d{4} until \d{2}:\d{2} (AM|PM)$/),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Lift the waits for ${teacher.name}` }).click();
    await expect(
      page.getByText('Waits lifted. They can try their PIN again.', { exact: true }),
    ).toBeVisible();
    await expect(row.getByText('5 wrong PINs today')).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Reset PIN for ${teacher.name}` })).toBeFocused();
    const right = await request.post('/api/v2/center/login-pin', {
      data: { device: card?.device?.token, id: card?.id, pin: teacher.pin },
    });
    expect(right.status()).toBe(200);
  });

  test('[TEACHER] the PIN step in Bahasa Malaysia', async ({ page }) => {
    await page.goto('/teacher');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
    await page.getByLabel('Pusat').selectOption({ label: centre.name });
    await page.getByLabel('Kata laluan').fill(centre.password);
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await page.getByRole('button', { name: literally(teacher.name) }).click();
    await expect(page.getByRole('heading', { name: 'Masukkan PIN anda' })).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('9999');
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await expect(page.getByText('PIN ini tidak betul.', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
