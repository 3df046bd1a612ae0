import { expect, type Page } from '@playwright/test';

/** The payment simulator's bill page: its Pay button (`pay`, in the bill's language), then back on the payment-complete page. */
export async function payInSimulator(page: Page, pay: string) {
  await expect(page).toHaveURL(/\/payments\/simulator\/bills\//);
  await page.getByRole('button', { name: pay, exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/payment\/complete\?orderId=/);
}
