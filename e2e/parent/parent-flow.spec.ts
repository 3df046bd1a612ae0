import { expect, type Page, test } from '@playwright/test';
import { requestSignInCode, signInAsParent } from '../support/sign-in-pages';

async function completeProfile(page: Page, profile: { salutation: string; name: string; phone: string }) {
  await expect(page).toHaveURL(/\/parent\/register$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('Salutation').selectOption(profile.salutation);
  await page.getByLabel('Full name').fill(profile.name);
  await page.getByLabel('Phone number').fill(profile.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/parent$/);
}

test.describe('parent side', () => {
  test('[PARENT] a new parent signs in with a code, connects the family, follows check-ins, edits settings and logs out', async ({
    page,
  }) => {
    // The longest parent flow: about 30 s on a quiet two-core machine, so it gets room beyond the default.
    test.setTimeout(90_000);
    const email = 'new.parent@demo.test';
    await signInAsParent(page, email);

    // Profile completion: the e-mail is the signed-in one, read-only.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please select a salutation')).toBeVisible();
    await completeProfile(page, { salutation: 'Mrs', name: 'Nurul Ain binti Hashim', phone: '012-345 6789' });

    // Home: greeting and Register Now; no referral card before a family exists. The four tabs of
    // spec 1 §2, and Messages (issue 43).
    await expect(page.getByRole('heading', { name: 'Mrs Nurul Ain binti Hashim' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Parent' }).getByRole('link')).toHaveText([
      'Home',
      'Children',
      'Activity',
      'Messages',
      'Settings',
    ]);
    await expect(page.getByRole('heading', { name: 'Referral Programme' })).toHaveCount(0);

    // Children: connect the family found through the enrolment records.
    await page.getByRole('link', { name: 'Check-ins' }).click();
    await expect(page).toHaveURL(/\/parent\/children$/);
    await expect(page.getByRole('heading', { name: 'Connect Your Family' })).toBeVisible();
    await page.getByRole('button', { name: 'Connect Family' }).click();
    const harith = page.getByRole('link', { name: /Muhammad Harith bin Mohd Rizal/ });
    const qistina = page.getByRole('link', { name: /Nur Qistina binti Mohd Rizal/ });
    await expect(harith).toBeVisible();
    await expect(qistina).toBeVisible();
    await expect(harith).toContainText('CIC Taman Melawati');
    await expect(harith).toContainText('Active');
    const members = page.getByRole('region').filter({ hasText: 'Family members' });
    await expect(members.getByText(email)).toBeVisible();
    await expect(members.getByText('Mother').first()).toBeVisible();

    // One child's check-in history, with photos that really load.
    await harith.click();
    await expect(page).toHaveURL(/\/parent\/children\/[^/]+\/check-in$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Muhammad Harith bin Mohd Rizal' }),
    ).toBeVisible();
    const photo = page.getByRole('img', { name: /^Check-in photo, / }).first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await expect(page.getByText(/\d{2}\.\d{1,2} °C/).first()).toBeVisible();
    await photo.click();
    const viewer = page.getByRole('dialog');
    const full = viewer.getByRole('img', { name: /^Check-in photo, / });
    await expect
      .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // A child outside the parent's families.
    await page.goto('/parent/children/not-a-child/check-in');
    await expect(page.getByRole('heading', { name: 'Child not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Children' }).click();
    await expect(page).toHaveURL(/\/parent\/children$/);

    // Home now has a referral code; its graphic downloads as a PNG where files cannot be shared.
    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Home' }).click();
    const referral = page.getByRole('region', { name: 'Referral Programme' });
    await expect(referral).toBeVisible();
    await expect(referral.getByText(/^CIC[A-Z2-9]{5}$/)).toBeVisible();
    await referral.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share your code' });
    await share.getByLabel('Story').check();
    await share.getByLabel('Sunset').check();
    const downloading = page.waitForEvent('download');
    await share.getByRole('button', { name: /Download Image|Share Image/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-referral-CIC[A-Z2-9]{5}-story\.png$/);
    await share.getByRole('button', { name: 'Close' }).click();
    await expect(share).toBeHidden();

    // Settings, basic: the spec's phone message, then a good number saves.
    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Phone number').fill('abc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Phone number must be at least 8 digits')).toBeVisible();
    await page.getByLabel('Phone number').fill('012-987 6543');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone number')).toHaveValue('012-987 6543');

    // Settings, details: switching nationality clears the other ID; the state is saved by name.
    await page.getByRole('link', { name: 'Additional Details' }).click();
    await page.getByLabel('NRIC').fill('900101145678');
    await page.getByLabel('Foreigner').check();
    await expect(page.getByLabel('Passport number')).toHaveValue('');
    await page.getByLabel('Malaysian').check();
    await expect(page.getByLabel('NRIC')).toHaveValue('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('NRIC is required for Malaysian citizens')).toBeVisible();
    await page.getByLabel('NRIC').fill('900101145678');
    await page.getByLabel('Occupation').fill('Accountant');
    await page.getByLabel('Address line 1').fill('12 Jalan Melawati 3');
    await page.getByLabel('Postcode').fill('53100');
    await page.getByLabel('State').selectOption('Selangor');
    await expect(page.getByLabel('Country')).toHaveValue('Malaysia');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('State')).toHaveValue('Selangor');
    await expect(page.getByLabel('NRIC')).toHaveValue('900101145678');

    // Logout: back to /login, and /parent asks to sign in again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/parent');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('[PARENT] a wrong code shows an error and clears the field; the dialog only closes after confirming', async ({
    page,
  }) => {
    const code = await requestSignInCode(page, 'e2e.wrong-code@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Check your e-mail' });
    const field = page.getByLabel('Verification code');

    await field.fill('123');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Please enter a valid verification code')).toBeVisible();

    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // An outside click does not close it; Cancel asks first.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to cancel the verification process?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Continue verifying' }).click();
    await expect(dialog).toBeVisible();
    // Escape closes the open toast first (the topmost layer), then asks about the dialog.
    await expect(page.getByText('Error', { exact: true })).toBeHidden({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('[PARENT] a parent with nothing to connect sees No Children Found', async ({ page }) => {
    await signInAsParent(page, 'e2e.no-children@demo.test');
    await completeProfile(page, { salutation: 'Mr', name: 'Adam Lee', phone: '0123456789' });
    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Children' }).click();
    await page.getByRole('button', { name: 'Connect Family' }).click();
    const dialog = page.getByRole('dialog', { name: 'No Children Found' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('e-mail address given at their registration');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Connect Your Family' })).toBeVisible();
    // No family: no referral card on Home.
    await page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Mr Adam Lee' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Referral Programme' })).toHaveCount(0);
  });
});
