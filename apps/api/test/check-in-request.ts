import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LocalStorage } from '../src/adapters/storage-local';
import type { App } from '../src/app';
import { multipartBody } from './multipart-body';
import { bearer } from './sign-in';

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
