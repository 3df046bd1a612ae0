import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { generateOvertimeReport, uninvoicedStudents } from '../support/overtime';
import { adminToken } from '../support/sign-in';

/**
 * Issue 27: the item edit dialog words every rule from the catalogue (never zod's own text), and
 * the Generate Report dialog's centre search waits 500 ms for typing to pause, like every search.
 */
test.describe('admin overtime forms', () => {
  test('[ADMIN] the item edit dialog says what is wrong with a duration or a rate', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await storeSession(page.context(), 'token', token);
    const report = await generateOvertimeReport(request, token, `Item rules ${Date.now()}`);
    // A student none of whose overtime is invoiced yet: an invoiced item cannot be edited (decision 087).
    const [child] = await uninvoicedStudents(request, token, report.id, 1);
    if (!child) throw new Error("The seeded month's report has no student");

    await page.goto(`/app/admin/overtime/reports/${report.id}?tab=students`);
    await page.getByRole('searchbox', { name: 'Search by student name' }).fill(child.childInfo.name);
    const childRow = page
      .getByRole('table', { name: 'Students' })
      .getByRole('row')
      .filter({ hasText: child.childInfo.name })
      .first();
    await childRow.getByRole('cell', { name: child.childInfo.name, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: `Overtime Details - ${child.childInfo.name}` });
    await sheet
      .getByRole('table', { name: 'Overtime items' })
      .getByRole('button', { name: 'Edit item' })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Overtime Item' });
    const duration = edit.getByLabel(/^Duration/);
    const rate = edit.getByLabel(/^Rate/);
    const save = edit.getByRole('button', { name: 'Save Changes' });

    for (const [durationText, rateText, shown] of [
      ['abc', '1', 'Duration must be a number'],
      ['1.5', '1', 'Duration must be a whole number'],
      ['', '1', 'Duration is required'],
      // The rate is typed ringgit (decision 090): no sign, a point before the sen, never a comma there.
      ['5', 'x', 'Enter ringgit with a point before the sen, such as 12.50 or 1,234.50'],
      ['5', '-1', 'Enter ringgit with a point before the sen, such as 12.50 or 1,234.50'],
      ['5', '2,05', 'Use a point, not a comma, before the sen, such as 10.50'],
      ['5', '1000.01', 'Rate must be at most 1000'],
    ] as const) {
      await duration.fill(durationText);
      await rate.fill(rateText);
      await save.click();
      await expect(edit.getByText(shown, { exact: true })).toBeVisible();
      await expect(edit.getByText(/Invalid input|expected number|greater than 0/)).toHaveCount(0);
    }
  });

  test('[ADMIN] the Generate Report centre search filters once typing has paused for 500 ms', async ({
    page,
    request,
  }) => {
    await storeSession(page.context(), 'token', await adminToken(request));
    await page.clock.install();
    await page.goto('/app/admin/overtime/reports');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Report' });
    await dialog.getByRole('checkbox', { name: 'Select all centers' }).click();
    const bangsar = dialog.getByRole('checkbox', { name: demoCentres.bangsar.name });
    const shahAlam = dialog.getByRole('checkbox', { name: demoCentres.shahAlam.name });
    await expect(bangsar).toBeVisible();

    // From here time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole('searchbox', { name: 'Search centers' }).fill('Shah');
    await page.clock.runFor(450);
    await expect(bangsar).toBeVisible();
    await page.clock.runFor(100);
    await expect(bangsar).toBeHidden();
    await expect(shahAlam).toBeVisible();
  });
});
