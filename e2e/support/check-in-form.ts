import { expect, type Locator, type Page } from '@playwright/test';
import { literally } from './text';

/** Takes the photo with Chromium's fake camera (a test pattern) and waits for the form. */
export async function takePhoto(page: Page, action: 'Check In' | 'Check Out', childName: string) {
  const camera = page.getByRole('dialog', { name: `${action} · ${childName}` });
  await expect(camera).toBeVisible();
  const capture = camera.getByRole('button', { name: 'Capture photo' });
  await expect(capture).toBeEnabled({ timeout: 10_000 });
  await expect
    .poll(() => camera.getByLabel('Camera preview').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  return { camera, capture };
}

/** On the teacher's student list: finds the child, starts Check Out, takes the photo; the form. */
export async function openCheckOutForm(page: Page, childName: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search student' }).fill(childName);
  await page.getByRole('button', { name: literally(childName) }).click();
  await page.getByRole('dialog', { name: childName }).getByRole('button', { name: 'Check Out' }).click();
  const { capture } = await takePhoto(page, 'Check Out', childName);
  await capture.click();
  return page.getByRole('dialog', { name: 'Check Out', exact: true });
}
