import { expect, test } from '@playwright/test';
import { demoCentres } from '../support/demo-accounts';
import { signInToCentre } from '../support/sign-in-pages';

const melawati = { ...demoCentres.melawati, teacher: 'Aina Sofia' };
const bangsar = { ...demoCentres.bangsar, teacher: 'Farhana Aziz' };

test.describe('teacher login', () => {
  test('[TEACHER] the teacher picker names the centre just logged into, also after going back to another', async ({
    page,
  }) => {
    await page.goto('/teacher');
    const subtitle = page.getByText(/Select your center|: choose your name\.$/);
    await expect(subtitle).toHaveText('Select your center and enter the center password.');

    for (const centre of [melawati, bangsar]) {
      await signInToCentre(page, centre);
      await expect(page.getByRole('button', { name: new RegExp(centre.teacher) })).toBeVisible();
      await expect(subtitle).toHaveText(`${centre.name}: choose your name.`);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(subtitle).toHaveText('Select your center and enter the center password.');
    }
  });
});
