import type { Absence } from '@cic/contract';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { storeSession } from '../support/browser-session';
import { childrenOf } from '../support/children';
import { kualaLumpurDayFromToday } from '../support/dates';
import { melawatiParents } from '../support/demo-accounts';
import { parentToken } from '../support/sign-in';

test.use({ viewport: { width: 390, height: 844 } });

/** 'dd/MM/yyyy', as the date fields are typed. */
const typed = (day: string) => day.split('-').reverse().join('/');

/**
 * Issue 40: the dialog said 'The first day cannot be before today.' for 28/11 and sent today
 * anyway, storing an absence the parent never asked for. A refused day is never sent (decision 090).
 */
test('[PARENT] a first day the dialog refuses is not sent: not yesterday, not a year on, not a day that does not exist', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  // Nothing is stored, so any parent with a child will do: the Tan Family's.
  const parent = await parentToken(request, melawatiParents[0]);
  const [childId] = await childrenOf(request, parent);
  if (!childId) throw new Error('The demo parent has no child');
  const reports = () =>
    callApi<Absence[]>(request, 'GET', `/parent/children/${childId}/absences`, { token: parent });
  const before = await reports();

  await storeSession(context, 'parent_token', parent);
  await page.goto(`/parent/children/${childId}/check-in`);
  await page.getByRole('button', { name: 'Report absence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report absence' });
  const first = dialog.getByRole('textbox', { name: 'First day' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Sick' });

  const refusedWith = async (text: string, message: string) => {
    await first.fill(text);
    await first.blur();
    await dialog.getByRole('button', { name: 'Report absence' }).click();
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  };
  await refusedWith(typed(kualaLumpurDayFromToday(-1)), 'The first day cannot be before today.');
  await refusedWith(typed(kualaLumpurDayFromToday(400)), 'The first day must be within the next 12 months.');
  await refusedWith('31/02/2027', 'There is no such day. Check the day and the month.');
  await refusedWith('', 'Choose the first day of the absence');
  expect(await reports()).toEqual(before);

  // Cancel leaves nothing behind either.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await reports()).toEqual(before);
});
