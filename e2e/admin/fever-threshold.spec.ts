import type { FeverThreshold, MessageRetention } from '@cic/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { appOrigin } from '../support/ports.mjs';
import { snapAtAdminWidths } from '../support/screenshots';
import { adminToken } from '../support/sign-in';

const outOfRange = 'The fever threshold must be between 37.0°C and 40.0°C';

/** The threshold in force, read through the API (set-up and checks, not the flow under test). */
async function thresholdNow(request: APIRequestContext, token: string): Promise<number> {
  return (await callApi<FeverThreshold>(request, 'GET', '/fever-threshold', { token })).threshold;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin modules' });

// The threshold is shared by every centre: the teachers' fever tests expect the one found first.
let original: number | undefined;

async function restoreThreshold(request: APIRequestContext): Promise<void> {
  if (original === undefined) return;
  const token = await adminToken(request);
  await callApi(request, 'PUT', '/admin/fever-threshold', { token, data: { threshold: original } });
}

// Also after a timeout, when the test's own `finally` may find its request context gone.
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appOrigin });
  try {
    await restoreThreshold(request);
  } finally {
    await request.dispose();
  }
});

test.describe('fever threshold', () => {
  test('[ADMIN] sets the fever threshold on General Settings, sees it after a reload; out of range is refused', async ({
    page,
    request,
  }, testInfo) => {
    // Screenshots at two widths and three page loads: more than the default on a busy two-core machine.
    test.setTimeout(60_000);
    const token = await adminToken(request);
    const before = await thresholdNow(request, token);
    original ??= before;
    // A value other than the one in force, so that saving visibly changes it.
    const wanted = before === 38 ? 38.5 : 38;
    await storeSession(page.context(), 'token', token);
    try {
      await page.goto('/app/admin/checkins');
      await sidebar(page).getByRole('link', { name: 'General', exact: true }).click();
      await expect(page).toHaveURL(/\/app\/admin\/settings\/general$/);
      await expect(page.getByRole('heading', { name: 'General Settings' })).toBeVisible();
      const field = page.getByLabel('Fever threshold (°C)');
      await expect(field).toHaveValue(before.toFixed(1));
      // Each setting on the page has its own Save.
      const save = page
        .locator('form')
        .filter({ has: field })
        .getByRole('button', { name: 'Save', exact: true });

      // Above 40.0, then (on a fresh page) below 37.0: the form's message, the field marked, nothing saved.
      for (const value of ['41', '36']) {
        if (value === '36') await page.reload();
        await expect(page.getByText(outOfRange)).toHaveCount(0);
        await expect(field).toHaveValue(before.toFixed(1));
        await field.fill(value);
        await save.click();
        await expect(page.getByText(outOfRange, { exact: true })).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      await snapAtAdminWidths(page, testInfo, 'fever-threshold-refused');
      expect(await thresholdNow(request, token)).toBe(before);

      await field.fill(wanted.toFixed(1));
      await save.click();
      await expect(page.getByText('Fever threshold updated', { exact: true })).toBeVisible();
      await expect(
        page.getByText(`Temperatures from ${wanted.toFixed(1)} °C are flagged.`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(outOfRange)).toHaveCount(0);
      await expect(field).not.toHaveAttribute('aria-invalid');

      await page.reload();
      await expect(field).toHaveValue(wanted.toFixed(1));
      expect(await thresholdNow(request, token)).toBe(wanted);
    } finally {
      await restoreThreshold(request);
    }
  });
});

test.describe('message retention', () => {
  test('[ADMIN] sets how long conversations are kept on General Settings; out of range is refused, empty keeps them all', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const retention = () => callApi<MessageRetention>(request, 'GET', '/admin/message-retention', { token });
    const { months: before } = await retention();
    await storeSession(page.context(), 'token', token);
    try {
      await page.goto('/app/admin/settings/general');
      const field = page.getByLabel('Keep conversations (months)');
      await expect(field).toHaveValue(before === null ? '' : String(before));
      const form = page.locator('form').filter({ has: field });
      const save = form.getByRole('button', { name: 'Save', exact: true });

      await field.fill('121');
      await save.click();
      await expect(
        form.getByText('Enter a whole number of months from 1 to 120', { exact: true }),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect((await retention()).months).toBe(before);

      await field.fill('24');
      await save.click();
      await expect(
        page.getByText('Conversations are deleted 24 months after their last message.', { exact: true }),
      ).toBeVisible();
      await page.reload();
      await expect(field).toHaveValue('24');

      await field.fill('');
      await save.click();
      await expect(page.getByText('Every conversation is kept.', { exact: true })).toBeVisible();
      expect((await retention()).months).toBeNull();
    } finally {
      await callApi(request, 'PUT', '/admin/message-retention', { token, data: { months: before } });
    }
  });
});
