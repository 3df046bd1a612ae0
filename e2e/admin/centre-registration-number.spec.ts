import type { BillingCentre } from '@cic/contract';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { demoAdmin } from '../support/demo-accounts';
import { expectVisibleFocus, tabTo, toastSaying } from '../support/keyboard';
import { adminToken } from '../support/sign-in';
import { signInAsAdmin } from '../support/sign-in-pages';

/**
 * A centre's registration number as a TASKA/TADIKA (issue 41), set on Billing → Settings. The
 * centre is one no billing spec reads (not activated, no children); its number is cleared at the end.
 */
const centre = 'CIC Putrajaya';
const number = 'KPM-TSK/01.2019';

async function expectNoAxeViolations(page: Page, what: string) {
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test("[ADMIN] sets a center's registration number by keyboard on Billing settings; a bad one is refused under the field", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const centres = await callApi<BillingCentre[]>(request, 'GET', '/admin/billing/centres', { token });
  const id = centres.find((one) => one.name === centre)?.id ?? '';
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, demoAdmin);
    await page.goto('/app/admin/billing/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing settings' })).toBeVisible();
    const section = page.getByRole('region', { name: "Centers' registration numbers" });
    const row = section
      .getByRole('table', { name: "Centers' registration numbers" })
      .getByRole('row')
      .filter({ hasText: centre });
    await expect(row).toContainText('Not set');
    await expectNoAxeViolations(page, 'the registration numbers');

    const edit = row.getByRole('button', { name: `Edit the registration number of ${centre}` });
    // From the settings' Save button above the section, Tab goes down the centres' Edit buttons.
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await tabTo(page, edit, { most: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Registration number of ${centre}` });
    const field = dialog.getByLabel('Registration number');
    await expectVisibleFocus(field);

    await test.step('a number with other characters: the message under the field', async () => {
      await page.keyboard.type('TSK#12');
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('Use only letters, digits, spaces and - / .')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectVisibleFocus(field);
      await expectNoAxeViolations(page, 'the dialog with its refusal');
    });

    await test.step('saved: the list shows it and says so', async () => {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(` ${number} `);
      await tabTo(page, dialog.getByRole('button', { name: 'Save' }), { most: 3 });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(toastSaying(page, 'Registration number saved')).toContainText(
        `${centre} is now registered as ${number}.`,
      );
      await expect(row).toContainText(number);
      await expect(edit).toBeFocused();
      const listed = await callApi<BillingCentre[]>(request, 'GET', '/admin/billing/centres', { token });
      expect(listed.find((one) => one.id === id)?.registrationNumber).toBe(number);
    });
  } finally {
    await callApi(request, 'PUT', `/admin/billing/centres/${id}/registration-number`, {
      token,
      data: { registrationNumber: '' },
    });
  }
});
