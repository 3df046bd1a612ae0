import { expect, test } from '@playwright/test';

const melawati = { name: 'CIC Taman Melawati', password: 'melawati-pass', teacher: 'Aina Sofia' };
const bangsar = { name: 'CIC Bangsar', password: 'bangsar-pass', teacher: 'Farhana Aziz' };

test.describe('teacher login', () => {
  test('[TEACHER] the teacher picker names the centre just logged into, also after going back to another', async ({
    page,
  }) => {
    await page.goto('/teacher');
    const subtitle = page.getByText(/Select your center|: choose your name\.$/);
    await expect(subtitle).toHaveText('Select your center and enter the center password.');

    for (const centre of [melawati, bangsar]) {
      await page.getByLabel('Center').selectOption({ label: centre.name });
      await page.getByLabel('Password').fill(centre.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('button', { name: new RegExp(centre.teacher) })).toBeVisible();
      await expect(subtitle).toHaveText(`${centre.name}: choose your name.`);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(subtitle).toHaveText('Select your center and enter the center password.');
    }
  });
});
