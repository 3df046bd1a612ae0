import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LocalStorage } from '../src/adapters/storage-local';
import type { App } from '../src/app';
import { checkIns } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './build-test-app';
import { multipartBody } from './multipart-body';
import { bearer, createCentre, signInAs } from './sign-in';

export type FormFile = { field: string; bytes: Buffer; type: string; name: string };

/** A JPEG as the check-in form's `image` file. */
export const photoFile = (bytes: Buffer, type = 'image/jpeg', name = 'photo.jpg'): FormFile => ({
  field: 'image',
  bytes,
  type,
  name,
});

/** The check-in form's text fields as the page sends them for a check-in a minute ago, with `overrides`. */
export const checkInFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  temperature: '36.8',
  status: 'CHECKIN',
  timestamp: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

/** `POST /center/students/{id}/check-in` as the teacher's page sends it: the form's fields and files. */
export async function postCheckIn(
  app: App,
  token: string,
  childId: string,
  fields: Record<string, string>,
  files: FormFile[],
) {
  const body = await multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/v2/center/students/${childId}/check-in`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** The names of the check-in photos in the local store (none when nothing was stored yet). */
export async function storedCheckInFiles(storage: LocalStorage): Promise<string[]> {
  const root = path.join(storage.root, 'check-ins');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The check-in tests' start: a fresh app with CIC Bangsar (A) and CIC Cheras (B), a teacher signed in at each. */
export async function appWithTwoCentres() {
  const t = await buildTestApp();
  const centreA = await createCentre(t.ctx, 'CIC Bangsar');
  const centreB = await createCentre(t.ctx, 'CIC Cheras');
  const teacherA = await signInAs(t.ctx, 'teacher', { centreId: centreA.id });
  const teacherB = await signInAs(t.ctx, 'teacher', { centreId: centreB.id });
  return { t, centreA, centreB, teacherA, teacherB };
}

/**
 * The calls of a check-in test on its own app, which `on()` answers once `beforeAll` has built
 * it, with the JPEG the form sends unless given other files: send the form, read a child's rows,
 * list the stored photos.
 */
export function checkInCalls(on: () => { t: TestApp; jpeg: Buffer }) {
  return {
    postCheckIn: (token: string, childId: string, fields: Record<string, string>, files?: FormFile[]) =>
      postCheckIn(on().t.app, token, childId, fields, files ?? [photoFile(on().jpeg)]),
    rowsOf: (childId: string) => on().t.ctx.db.select().from(checkIns).where(eq(checkIns.childId, childId)),
    storedCheckInFiles: () => storedCheckInFiles(on().t.ctx.storage as LocalStorage),
  };
}
