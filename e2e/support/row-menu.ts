import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a row's '...' menu and chooses `item`. Right after a dialog closes, its focus going back
 * can close a menu opened in the same instant; a person never clicks that fast, a test does, so
 * the menu is opened again until the item is chosen.
 */
export async function chooseFromRowMenu(page: Page, trigger: Locator, item: string) {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await trigger.click();
    await entry.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
