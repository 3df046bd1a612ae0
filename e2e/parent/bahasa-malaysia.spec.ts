import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';

/** A Bangsar parent no other browser test signs in (README, demo data). */
const email = 'rosnah.kamal@demo.test';
const child = 'Hana Sofea binti Zulkifli';

test.use({ viewport: { width: 390, height: 844 } });

test('[PARENT] chooses Bahasa Malaysia on the sign-in page: the code e-mail, Home, check-ins and a validation message come in Malay, and a reload keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  const emailField = page.getByLabel('E-mel');

  // A validation message of the contract's rule, in Malay.
  await emailField.fill('bukan-emel');
  await page.getByRole('button', { name: 'Hantar Kod' }).click();
  await expect(page.getByText('Sila masukkan alamat e-mel yang sah', { exact: true })).toBeVisible();

  // The code e-mail comes in Malay.
  const since = Date.now();
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Hantar Kod' }).click();
  await expect(page.getByText('OTP berjaya dihantar', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Semak e-mel anda' });
  await expect(dialog).toBeVisible();
  const mail = await waitForMail(email, since, 10_000, (sent) => /\b\d{6}\b/.test(sent.text));
  expect(mail.subject).toBe('Kod log masuk CIC Connect anda');
  expect(mail.text).toContain('Kod pengesahan CIC Connect anda ialah:');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await dialog.getByLabel('Kod pengesahan').fill(code);
  await dialog.getByRole('button', { name: 'Sahkan' }).click();

  // Home, then a reload: still Malay.
  await expect(page.getByText('Selamat kembali,')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Selamat kembali,')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

  // The child's check-ins, in Malay.
  await page.getByRole('navigation', { name: 'Ibu bapa' }).getByRole('link', { name: 'Anak' }).click();
  await page.getByRole('link', { name: new RegExp(child) }).click();
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pengambil yang dibenarkan' })).toBeVisible();
  // Days are named in Malay ('Selasa', 'Isnin'...) and each record says 'Suhu'; the first day's
  // heading is the first with a year (the absences section heads the page).
  await expect(page.getByRole('heading', { level: 2, name: /\d{4}/ }).first()).toHaveText(
    /\d{1,2} \p{L}+ \d{4}\s*(Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad)/u,
  );
  await expect(page.getByText('Suhu').first()).toBeVisible();
});
