import { type CentreStudent, expectsAttendance } from '@cic/contract';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { canCheckIn, childrenOf, studentsOf } from '../support/children';
import { kualaLumpurDayFromToday } from '../support/dates';
import { demoCentres } from '../support/demo-accounts';
import { moveClocksAhead, moveServerClock } from '../support/server-clock';
import { adminToken, centreId, parentToken, teacherToken } from '../support/sign-in';

const { name: centreName, password: centrePassword } = demoCentres.bangsar;
const teacherName = 'Farhana Aziz';
/** Bangsar parents whose children no teacher test checks in (README, demo data). */
const bangsarParents = ['ho.kokleong@demo.test', 'lakshmi.muthu@demo.test', 'vijay.nair@demo.test'];

test.use({ viewport: { width: 390, height: 844 } });

/** 'dd/MM/yyyy', as the date fields are typed. */
function typed(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A child of one of the parents with no record today, that parent's token and the teacher's. */
async function childNotYetIn(request: APIRequestContext, parents: readonly string[]) {
  const id = await centreId(request, centreName);
  const staffToken = await teacherToken(request, { id, password: centrePassword }, teacherName);
  const open = new Map(
    (await studentsOf(request, staffToken))
      .filter((student) => canCheckIn(student) && student.reportedAbsence === null)
      .map((student) => [student.ID_STUDENT, student]),
  );
  for (const email of parents) {
    const parent = await parentToken(request, email);
    const child = (await childrenOf(request, parent)).map((childId) => open.get(childId)).find(Boolean);
    if (child) return { child: child as CentreStudent, parent, staffToken };
  }
  throw new Error(`No child of these ${centreName} parents is free today`);
}

/** The child's page as its parent, with the Report absence dialog open at tomorrow. */
async function reportForTomorrow(page: Page, context: BrowserContext, parent: string, child: CentreStudent) {
  await storeSession(context, 'parent_token', parent);
  await page.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
  await page.getByRole('button', { name: 'Report absence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report absence' });
  const first = dialog.getByRole('textbox', { name: 'First day' });
  await first.fill(typed(kualaLumpurDayFromToday(1)));
  await first.press('Enter');
  return dialog;
}

/** The teacher's row of a child on the student list. */
async function teacherRow(page: Page, context: BrowserContext, staffToken: string, name: string) {
  await storeSession(context, 'token', staffToken);
  await page.goto('/app/teacher/checkin');
  return page.getByRole('listitem').filter({ hasText: name });
}

test('[PARENT] reports tomorrow’s absence and withdraws it, then today’s; the teacher sees Absent (reported) with the reason', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { child, parent, staffToken } = await childNotYetIn(request, bangsarParents);
  const tomorrow = kualaLumpurDayFromToday(1);

  const dialog = await reportForTomorrow(page, context, parent, child);
  await dialog.getByLabel('Reason').selectOption({ label: 'Sick' });
  await dialog.getByLabel('Note (optional)').fill('Fever since last night');
  await dialog.getByRole('button', { name: 'Report absence' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const reported = page.getByRole('listitem').filter({ hasText: typed(tomorrow) });
  await expect(reported).toContainText('Sick');
  await expect(reported).toContainText('Fever since last night');

  // Tomorrow's absence is not today's: the teacher's list does not show it yet.
  let row = await teacherRow(page, context, staffToken, child.studentName);
  await expect(row).toContainText('Not checked in today');
  await expect(row).not.toContainText('Absent (reported)');

  // Before its day starts the parent can withdraw it.
  await storeSession(context, 'parent_token', parent);
  await page.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
  await page
    .getByRole('listitem')
    .filter({ hasText: typed(tomorrow) })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Absence withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: typed(tomorrow) })).toHaveCount(0);

  // An absence from today, the first day the dialog offers: under way, and on the teacher's list.
  await page.getByRole('button', { name: 'Report absence' }).click();
  await dialog.getByLabel('Reason').selectOption({ label: 'Family matters' });
  await dialog.getByRole('button', { name: 'Report absence' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Family matters' })).toContainText('Under way');

  row = await teacherRow(page, context, staffToken, child.studentName);
  await expect(row).toContainText('Absent (reported) · Family matters');

  // The admin's centre list on a phone (cards) counts it apart from unexplained absences. On a
  // weekend day without check-ins nobody is expected, so there are no absentees to split (decision 027).
  if (expectsAttendance(kualaLumpurDayFromToday(0), 0)) {
    await storeSession(context, 'token', await adminToken(request));
    await page.goto('/app/admin/checkins');
    const card = page
      .getByRole('list', { name: 'Centers' })
      .getByRole('listitem')
      .filter({ hasText: centreName });
    await expect(card).toContainText(/\d+ reported/);
  }
});

test('[PARENT] reports tomorrow’s absence; the next day the teacher sees it on the list', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { child, parent } = await childNotYetIn(request, bangsarParents);
  const dialog = await reportForTomorrow(page, context, parent, child);
  await dialog.getByLabel('Reason').selectOption({ label: 'Holiday' });
  await dialog.getByRole('button', { name: 'Report absence' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  try {
    await moveClocksAhead(page, 1);
    const id = await centreId(request, centreName);
    const staffToken = await teacherToken(request, { id, password: centrePassword }, teacherName);
    const row = await teacherRow(page, context, staffToken, child.studentName);
    await expect(row).toContainText('Absent (reported) · Holiday');
  } finally {
    moveServerClock(0);
  }
});

test('[PARENT] the same in Bahasa Malaysia: Lapor ketidakhadiran, and the teacher reads Tidak hadir (dilaporkan)', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { child, parent, staffToken } = await childNotYetIn(request, [...bangsarParents].reverse());
  await context.addInitScript(() => window.localStorage.setItem('cic.language', 'ms'));

  await storeSession(context, 'parent_token', parent);
  await page.goto(`/parent/children/${child.ID_STUDENT}/check-in`);
  await page.getByRole('button', { name: 'Lapor ketidakhadiran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lapor ketidakhadiran' });
  await dialog.getByLabel('Sebab').selectOption({ label: 'Sakit' });
  await dialog.getByRole('button', { name: 'Lapor ketidakhadiran' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Sakit' })).toContainText('Sedang berlangsung');

  const row = await teacherRow(page, context, staffToken, child.studentName);
  await expect(row).toContainText('Tidak hadir (dilaporkan) · Sakit');
});
