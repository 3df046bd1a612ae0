import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { adminPage } from '../support/browser-session';
import { careCentre, careTeacher, recordCareThroughApi } from '../support/care-log';
import { studentsOf } from '../support/children';
import { expectVisibleFocus } from '../support/keyboard';
import { adminToken, centreId, restoreAdminLanguage, setAdminLanguage } from '../support/sign-in';

/**
 * Issue 44: an admin with the CARE module reads a child's care log of the day from the centre's
 * Students tab (the server audits each read), in English and in Bahasa Malaysia.
 */
const flows = [
  { language: 'en', careOf: (name: string) => `Care log of ${name}`, day: 'Day of', lunch: 'Lunch: ate all' },
  {
    language: 'ms',
    careOf: (name: string) => `Log penjagaan ${name}`,
    day: 'Hari',
    lunch: 'Makan tengah hari: makan semua',
  },
] as const;

test.afterEach(async ({ request }) => restoreAdminLanguage(request));

for (const { language, careOf, day, lunch } of flows) {
  test(`[ADMIN] ${language}: a child's care log of the day from the centre's students`, async ({
    browser,
    request,
  }) => {
    const teacher = await careTeacher(request, 'Aina Sofia');
    const [child] = await studentsOf(request, teacher);
    if (!child) throw new Error('The care centre has no children');
    await recordCareThroughApi(request, teacher, {
      kind: 'MEAL',
      meal: 'LUNCH',
      amount: 'ALL',
      childIds: [child.ID_STUDENT],
    });
    await setAdminLanguage(request, language);
    const page = await adminPage(browser, await adminToken(request), language);
    await page.goto(`/app/admin/checkins/${await centreId(request, careCentre.name)}?tab=students`);

    const open = page.getByRole('button', { name: careOf(child.studentName), exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${day} ${child.studentName}` });
    await expect(dialog.getByText(lunch, { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(open);
  });
}
