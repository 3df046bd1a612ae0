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

/**
 * The records waiting on the phone (its IndexedDB, as the page's own store holds them), each with
 * only the named fields: a record's photos stay on the phone.
 */
export function waitingOnPhone<Waiting>(page: Page, fields: (keyof Waiting & string)[]): Promise<Waiting[]> {
  return page.evaluate(
    (names) =>
      new Promise<Waiting[]>((resolve, reject) => {
        const open = indexedDB.open('cic-teacher');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('waiting').objectStore('waiting').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as Record<string, unknown>[]).map(
                (record) => Object.fromEntries(names.map((name) => [name, record[name]])) as Waiting,
              ),
            );
          all.onerror = () => reject(all.error);
        };
      }),
    fields,
  );
}
