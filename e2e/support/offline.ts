import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page and keeps every file of the teacher area. */
export async function waitForTeacherAreaKept(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const source = await (await fetch('/sw.js')).text();
          const files = JSON.parse(source.match(/const teacherFiles = (\[.*?\]);/)?.[1] ?? '[]') as string[];
          const kept = await Promise.all(files.map((file) => caches.match(file)));
          return files.length > 0 && kept.every(Boolean) && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}
