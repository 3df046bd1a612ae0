import { expect, test } from '@playwright/test';
import { bearer, callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { childrenOf } from '../support/children';
import { kualaLumpurDayFromToday } from '../support/dates';
import { expectVisibleFocus, overlaps, tabTo, toastSaying } from '../support/keyboard';
import { signInCodeFor } from '../support/mailbox';
import { parentToken } from '../support/sign-in';

/** Rajesh's child has weekday check-ins with photos (README, demo data). */
const email = 'rajesh.s@demo.test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('parent by keyboard alone', () => {
  test('[PARENT] signs in with a code and reads a child’s check-in history, focus always visible', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    const emailField = page.getByLabel('Email');
    await expect(emailField).toBeVisible();

    // The skip link is the first stop; it lands on the page's heading.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await tabTo(page, skip, { most: 1 })).toBe(1);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page.getByRole('heading', { level: 1 }));

    await tabTo(page, emailField, { most: 3 });
    await page.keyboard.type(email);
    const since = Date.now();
    await tabTo(page, page.getByRole('button', { name: 'Send Code' }), { most: 2 });
    await page.keyboard.press('Enter');

    // The code dialog takes focus in its field.
    const codeDialog = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expectVisibleFocus(codeDialog.getByLabel('Verification code'));
    // Over a dialog the toast sits clear of it.
    const sent = toastSaying(page, 'OTP sent successfully');
    await expect(sent).toBeVisible();
    expect(await overlaps(sent, codeDialog)).toBe(false);
    await page.keyboard.type(await signInCodeFor(email, since));
    await page.keyboard.press('Enter');

    // Home: focus on the parent's name; the toast covers neither Logout nor Account Options.
    await expect(page).toHaveURL(/\/parent$/);
    const verified = toastSaying(page, 'Verification successful');
    await expect(verified).toBeVisible();
    expect(await overlaps(verified, page.getByRole('button', { name: 'Logout' }))).toBe(false);
    expect(await overlaps(verified, page.getByRole('button', { name: 'Account Options' }))).toBe(false);
    await expectVisibleFocus(page.getByRole('heading', { level: 1 }));

    // Check-ins, then the first child: each new page puts focus on its heading.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Check-ins' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/parent\/children$/);
    await expectVisibleFocus(page.getByRole('heading', { level: 1, name: 'Children' }));
    const child = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await tabTo(page, child);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/check-in$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('Children');
    await expectVisibleFocus(heading);

    // A photo opens full screen; Escape gives focus back to the photo that opened it.
    const photo = page.getByRole('button', { name: /open the full photo/ }).first();
    await tabTo(page, photo, { most: 40 });
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('button', { name: 'Save Image' })).toBeVisible();
    await expectVisibleFocus(viewer.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expectVisibleFocus(photo);
  });

  test('[PARENT] issue 27: Send Code refused within the minute keeps focus on Send Code', async ({
    page,
  }) => {
    // A Bangsar parent no other browser test signs in (README, demo data).
    const waiting = 'teoh.liying@demo.test';
    await page.goto('/login');
    const emailField = page.getByLabel('Email');
    await expect(emailField).toBeVisible();
    await tabTo(page, emailField, { most: 4 });
    await page.keyboard.type(waiting);
    const send = page.getByRole('button', { name: 'Send Code' });
    await tabTo(page, send, { most: 2 });
    await page.keyboard.press('Enter');
    const codeDialog = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expectVisibleFocus(codeDialog.getByLabel('Verification code'));
    await page.keyboard.press('Escape');
    const cancel = page.getByRole('alertdialog', { name: 'Cancel verification?' });
    await tabTo(page, cancel.getByRole('button', { name: 'Yes, cancel' }), { most: 2, backwards: true });
    await page.keyboard.press('Enter');
    await expect(codeDialog).toBeHidden();
    await expectVisibleFocus(send);

    // Asked again at once: refused, and focus is still on the button, not dropped to the page.
    await page.keyboard.press('Enter');
    await expect(toastSaying(page, 'Please wait a minute before asking for another code.')).toBeVisible();
    await expectVisibleFocus(send);
  });
});

test.describe('issue 40: focus after a parent’s actions', () => {
  /** A Shah Alam parent whom no other browser test signs in close to this one (README, demo data). */
  const parentEmail = 'liew.meichen@demo.test';

  test('[PARENT] a refused absence keeps its message on the First day field, which takes focus, and Escape closes; Withdraw puts focus on Report absence', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await parentToken(request, parentEmail);
    const [childId] = await childrenOf(request, token);
    if (!childId) throw new Error(`${parentEmail} has no child`);
    // A day weeks ahead, reported first through the API: the dialog's own report of it overlaps.
    const day = kualaLumpurDayFromToday(40);
    const path = `/parent/children/${childId}/absences`;
    for (const old of await callApi<{ id: string; from: string }[]>(request, 'GET', path, { token })) {
      if (old.from === day) await request.delete(`/api/v2${path}/${old.id}`, { headers: bearer(token) });
    }
    await callApi(request, 'POST', path, { token, data: { from: day, to: day, reason: 'HOLIDAY' } });
    await storeSession(page.context(), 'parent_token', token);
    await page.goto(`/parent/children/${childId}/check-in`);

    const report = page.getByRole('button', { name: 'Report absence' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report absence' });
    const first = dialog.getByRole('textbox', { name: 'First day' });
    await expectVisibleFocus(first);
    const [year, month, date] = day.split('-');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${date}/${month}/${year}`);
    await page.keyboard.press('Enter');
    const reason = dialog.getByLabel('Reason');
    await tabTo(page, reason, { most: 4 });
    await reason.selectOption('SICK');
    await tabTo(page, dialog.getByRole('button', { name: 'Report absence' }), { most: 4 });
    await page.keyboard.press('Enter');

    // Refused: the message is under the field it names, tied to it, and focus is there; no toast.
    const overlaps = 'This child already has an absence reported on some of these days.';
    const message = dialog.getByText(overlaps, { exact: true });
    await expect(message).toBeVisible();
    await expectVisibleFocus(first);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await first.getAttribute('aria-describedby')) ?? '';
    expect(await message.getAttribute('id')).toBe(describedBy);
    await expect(toastSaying(page, overlaps)).toHaveCount(0);

    // One Escape closes the dialog (no toast above it takes it); focus is back on Report absence.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(report);

    // Withdraw takes its absence and its button away: focus goes to Report absence.
    const withdraw = page
      .getByRole('listitem')
      .filter({ hasText: `${date}/${month}/${year}` })
      .getByRole('button', { name: 'Withdraw' });
    await tabTo(page, withdraw, { most: 10 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw this absence?' });
    await tabTo(page, confirm.getByRole('button', { name: 'Withdraw' }), { most: 2 });
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(withdraw).toHaveCount(0);
    await expectVisibleFocus(report);
  });
});
