import { kualaLumpurClockTime } from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { canCheckIn, recordThroughApi, studentsOf } from '../support/children';
import { demoCentres, demoHocPassword } from '../support/demo-accounts';
import { moveClocksAhead, moveServerClock } from '../support/server-clock';
import { centreId, hocToken, teacherToken } from '../support/sign-in';
import { literally } from '../support/text';

/**
 * Decision 095. A Bangsar child no other spec of the day needs is checked in through the API and
 * never checked out; the clocks then move a day ahead, where the head of centre finds the flag
 * and records the time the child left. Farhana Aziz checks the child in, as at the door.
 */
const { name: centreName, password: centrePassword } = demoCentres.bangsar;
const hoc = { email: 'hoc.bangsar@demo.test', password: demoHocPassword };

test.use({ viewport: { width: 390, height: 844 } });

async function leftCheckedIn(request: APIRequestContext) {
  const id = await centreId(request, centreName);
  const teacher = await teacherToken(request, { id, password: centrePassword }, 'Farhana Aziz');
  // The last child free to check in: the every-page and check-in specs take the first ones.
  const child = (await studentsOf(request, teacher)).filter(canCheckIn).at(-1);
  if (!child) throw new Error(`No ${centreName} child is free to check in today`);
  const checkIn = await recordThroughApi(request, teacher, child.ID_STUDENT, {
    status: 'CHECKIN',
    temperature: 36.6,
    at: new Date(Date.now() - 60_000),
  });
  return { child, checkedInAt: new Date(checkIn.time) };
}

/** 'HH:mm' in Kuala Lumpur of an instant, `minutes` later. */
function clockTime(instant: Date, minutes: number): string {
  return kualaLumpurClockTime(new Date(instant.getTime() + minutes * 60_000));
}

/** The list again in `language`, once its children are drawn (a busy machine is slow to answer). */
async function setLanguage(page: Page, language: 'en' | 'ms') {
  await page.evaluate((chosen) => window.localStorage.setItem('cic.language', chosen), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('list', { name: language === 'en' ? 'Students' : 'Murid' })).toBeVisible({
    timeout: 30_000,
  });
}

test('[HOC] records the check-out time of a child left checked in on an earlier day; the flag goes and the door works again', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { child, checkedInAt } = await leftCheckedIn(request);
  const name = literally(child.studentName);
  try {
    await moveClocksAhead(page, 1);
    await storeSession(context, 'token', await hocToken(request, hoc));
    await page.goto('/app/teacher/checkin');
    await setLanguage(page, 'en');
    const list = page.getByRole('list', { name: 'Students' });
    const row = list.getByRole('listitem').filter({ has: page.getByRole('button', { name }) });
    await expect(row).toContainText(/Not checked out on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{2}\/\d{2}/);

    // The words in Bahasa Malaysia.
    await setLanguage(page, 'ms');
    const rowMs = page.getByRole('list', { name: 'Murid' }).getByRole('listitem').filter({ hasText: name });
    await rowMs.getByRole('button', { name: 'Rekod masa daftar keluar untuk' }).click();
    const dialogMs = page.getByRole('dialog', { name: 'Rekod daftar keluar yang tertinggal' });
    await expect(dialogMs).toContainText('dan tidak didaftar keluar');
    await expect(dialogMs.getByLabel(/^Masa daftar keluar pada /)).toBeVisible();
    await dialogMs.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialogMs.getByText('Masukkan masa anak itu pulang.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialogMs).toBeHidden();
    await setLanguage(page, 'en');

    // Today's Check Out waits for the missed one. The row's own button comes first.
    const rowButton = row.getByRole('button', { name }).first();
    await rowButton.click();
    const status = page.getByRole('dialog', { name });
    await expect(status.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await page.keyboard.press('Escape');

    const open = row.getByRole('button', { name: `Record check-out time for ${child.studentName}` });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Record the missed check-out' });
    const time = dialog.getByLabel(/^Check-out time on /);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription('Enter the time the child left.');

    // Before the check-in: the server's refusal is the field's.
    await time.fill(clockTime(checkedInAt, -1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(time).toHaveAccessibleDescription('The check-out time must be after the check-in time.');
    await expect(time).toBeFocused();

    await time.fill(clockTime(checkedInAt, 1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Check-out time recorded', { exact: true })).toBeVisible();
    await expect(rowButton).toBeFocused();
    await expect(row).not.toContainText('Not checked out on');
    await expect(open).toHaveCount(0);

    // The door's next step is today's check-in, then its Check Out.
    await rowButton.click();
    await expect(status.getByRole('button', { name: 'Check In' })).toBeEnabled();

    // The history says who recorded it afterwards, without a photo.
    await status.getByRole('button', { name: 'View All' }).click();
    await expect(page.getByText('Recorded afterwards by').first()).toBeVisible();
    await expect(page.getByText('No photo: recorded afterwards').first()).toBeVisible();
  } finally {
    moveServerClock(0);
  }
});
