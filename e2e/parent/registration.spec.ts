import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { registrationReferrer } from '../support/demo-accounts';
import { signInCodeFor } from '../support/mailbox';
import { adminToken, parentToken } from '../support/sign-in';

/**
 * The registration wizard end to end (issue 12): a signed-in parent fills the six steps, proves the
 * other parent's e-mail with a code, applies a referral code, pays in the built-in simulator and
 * finds the child under Children; a second parent's payment fails and can be tried again.
 */

type Child = { name: string; myKid: string; birthDate: string; gender: 'Male' | 'Female' };

async function referralCodeOf(page: Page, email: string): Promise<string> {
  const token = await parentToken(page.request, email);
  const { referralCode } = await callApi<{ referralCode: string }>(
    page.request,
    'POST',
    '/parent/generate-referral',
    { token },
  );
  return referralCode;
}

async function openWizardAs(page: Page, email: string): Promise<void> {
  await storeSession(page.context(), 'parent_token', await parentToken(page.request, email));
  await page.goto('/parent');
  await page.getByRole('link', { name: /Register Now|Resume Registration/ }).click();
  await expect(page).toHaveURL(/\/parent\/children\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register a Child' })).toBeVisible();
}

async function next(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function fillStudent(page: Page, child: Child): Promise<void> {
  await page.getByLabel('Year intake').selectOption({ index: 2 });
  await page.getByLabel("Child's full name").fill(child.name);
  // Non-digits are dropped as typed; a valid number fills the date of birth and the gender.
  await page.getByLabel('MyKid number').fill(`${child.myKid.slice(0, 6)}-${child.myKid.slice(6)}`);
  await expect(page.getByLabel('MyKid number')).toHaveValue(child.myKid);
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue(child.birthDate);
  await expect(page.getByLabel(child.gender, { exact: true })).toBeChecked();
  await page.getByLabel('Number of siblings').fill('1');
  // The size cards hide their radio visually; the label is what a finger taps.
  await page.getByLabel('S', { exact: true }).check({ force: true });
}

async function fillContact(page: Page, relationship: 'Father' | 'Mother'): Promise<void> {
  await page.getByLabel('Your relationship to the child').selectOption({ label: relationship });
  await expect(page.getByLabel('Contact email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Malaysian').check();
  await page.getByLabel('NRIC').fill('880101145678');
  await page.getByLabel('Occupation').fill('Banker');
  await page.getByLabel('Address line 1').fill('12, Jalan Mawar 3');
  await page.getByLabel('Address line 2').fill('Taman Melawati');
  await page.getByLabel('Postcode').fill('53100');
  await page.getByLabel('State').selectOption('Selangor');
}

/** The account holder's own step: locked fields stay, the rest is filled. */
async function fillOwnParent(page: Page): Promise<void> {
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  for (const [label, value] of [
    ['IC/Passport number', '880101145678'],
    ['Nationality', 'Malaysian'],
    ['Occupation', 'Banker'],
    ['Work address', 'Menara Bank, Jalan Ampang'],
    ['Office number', '03-21234567'],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.getAttribute('readonly')) === null) await field.fill(value);
  }
}

/** The other parent: the e-mail must belong to a verified account before Next enables. */
async function fillOtherParent(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('IC/Passport number').fill('870202145679');
  // Typed as a parent would; not 'Malaysian', a catalogue word the Malay crawl looks for.
  await page.getByLabel('Nationality').fill('Malaysia');
  await page.getByLabel('Occupation').fill('Engineer');
  await page.getByLabel('Work address').fill('Menara 2, Jalan Tun Razak');
  await page.getByLabel('Office number').fill('03-22223333');
  await page.getByLabel('Mobile number').fill('012-7654321');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('This email is not registered. Please register it first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const since = Date.now();
  await page.getByRole('button', { name: 'Verify Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await signInCodeFor(email, since));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
}

async function chooseProgram(page: Page, referralCode?: string): Promise<void> {
  await expect(page.getByText('Please select a center first')).toBeVisible();
  await page.getByLabel('Center').selectOption({ label: 'CIC Bangsar' });
  await page.getByRole('group', { name: 'Package' }).getByRole('radio').first().check();
  await expect(page.getByText('Subtotal')).toBeVisible();
  if (referralCode) {
    await page.getByLabel('Referral code (optional)').fill(referralCode);
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await expect(page.getByText('Referral code is valid', { exact: true })).toBeVisible();
    await expect(page.getByText('Referral discount')).toBeVisible();
    await expect(page.getByText('-RM 25.00')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByLabel(/accept the terms and conditions/).check();
}

/** The demo admin, signed in in this browser in place of the parent. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.context().clearCookies();
  await storeSession(page.context(), 'token', await adminToken(page.request));
}

/** Summary, Confirm and Submit, then the simulator's bill page. */
async function submitAndPay(page: Page, action: 'Pay' | 'Fail'): Promise<void> {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Summary' })).toBeVisible();
  await expect(page.getByText('you will be directed to complete the payment')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await expect(page).toHaveURL(/\/payments\/simulator\/bills\//);
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/payment\/complete\?/);
}

test.describe('child registration', () => {
  test('[PARENT] registers a child with a referral code, pays RM25 less in the simulator and finds the child under Children', async ({
    page,
  }) => {
    const referral = await referralCodeOf(page, registrationReferrer);
    await openWizardAs(page, 'farah.nadia@demo.test');
    const child: Child = {
      name: 'Nur Aisyah binti Farid',
      myKid: '200415101234',
      birthDate: '15/04/2020',
      gender: 'Female',
    };

    // Step 1; the dots ahead stay disabled until the steps before them are complete.
    await expect(page.getByRole('button', { name: 'Step 3: Father Details' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset Form' })).toBeDisabled();
    await fillStudent(page, child);
    await expect(page.getByRole('button', { name: 'Reset Form' })).toBeEnabled();
    await next(page, 'Contact Details');

    // A mother contact puts the mother's step before the father's.
    await fillContact(page, 'Mother');
    await expect(page.getByRole('button', { name: 'Step 3: Mother Details' })).toBeVisible();
    await next(page, 'Mother Details');
    await fillOwnParent(page);
    await next(page, 'Father Details');
    await fillOtherParent(page, 'Farid bin Osman', 'farid.osman@demo.test');

    // The draft survives a reload, and Home offers to resume it at the first step left to do.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: "Parent's Marital Status" })).toBeVisible();
    await page.goto('/parent');
    await page.getByRole('link', { name: 'Resume Registration' }).click();
    await expect(page.getByRole('heading', { level: 2, name: "Parent's Marital Status" })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Father Details' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Farid bin Osman');
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
    await next(page, "Parent's Marital Status");
    await page.getByLabel('Married').check();
    await next(page, 'Program');

    await chooseProgram(page, referral);
    await submitAndPay(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/parent$/);
    await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Children' }).click();
    await expect(page.getByRole('link', { name: new RegExp(child.name) })).toBeVisible();

    // The referrer is credited RM 25 for the new student on the admin leaderboard.
    await signInAsAdmin(page);
    await page.goto('/app/admin/referrals');
    const row = page
      .getByRole('table', { name: 'Referral leaderboard' })
      .getByRole('row')
      .filter({ hasText: 'kavitha.raman@demo.test' });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(row).toContainText('RM 25.00');
  });

  test('[PARENT] a failed payment says so and offers to try again', async ({ page }) => {
    await openWizardAs(page, 'chong.waikit@demo.test');
    await fillStudent(page, {
      name: 'Chong Jia Hui',
      myKid: '210302141235',
      birthDate: '02/03/2021',
      gender: 'Male',
    });
    await next(page, 'Contact Details');
    await fillContact(page, 'Father');
    await next(page, 'Father Details');
    await fillOwnParent(page);
    await next(page, 'Mother Details');
    await fillOtherParent(page, 'Lee Mei Yee', 'lee.meiyee@demo.test');
    await next(page, "Parent's Marital Status");
    await page.getByLabel('Married').check();
    await next(page, 'Program');
    await chooseProgram(page);
    await submitAndPay(page, 'Fail');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

    // The admin sees the registration's payment failed.
    await signInAsAdmin(page);
    await page.goto('/app/admin/registrations');
    await page.getByRole('searchbox').fill('Chong Jia Hui');
    const row = page
      .getByRole('table', { name: 'Registrations' })
      .getByRole('row')
      .filter({ hasText: 'Chong Jia Hui' });
    await expect(row.getByText('PAYMENT_FAILED')).toBeVisible();
  });

  test('[PARENT] the payment page without an order says so', async ({ page }) => {
    await storeSession(
      page.context(),
      'parent_token',
      await parentToken(page.request, 'meena.rajan@demo.test'),
    );
    await page.goto('/parent/payment/complete');
    await expect(page.getByRole('heading', { name: 'Payment Status' })).toBeVisible();
    await expect(page.getByText('Order ID not provided')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/parent$/);
  });
});
