import { expect, test } from '@playwright/test';
import { storeSession } from '../support/browser-session';
import { demoCentres } from '../support/demo-accounts';
import { adminToken, centreId } from '../support/sign-in';

test('[ADMIN] a closing time left unfinished is refused in words that fit the 12-hour picker, not as (HH:mm) (issue 40)', async ({
  page,
  request,
  context,
}) => {
  const id = await centreId(request, demoCentres.bangsar.name);
  await storeSession(context, 'token', await adminToken(request));
  await page.goto(`/app/admin/checkins/${id}`);
  const closing = page.getByRole('region', { name: 'Closing time' });
  const field = closing.getByLabel('Closing time');
  await field.fill('');
  await closing.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Enter the closing time in full\./);
  await expect(closing).not.toContainText('HH:mm');
});
