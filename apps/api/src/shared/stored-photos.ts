import { randomUUID } from 'node:crypto';
import type { ProcessedPhoto } from '../adapters/images';
import type { Storage } from '../adapters/storage';

export type StoredPhotoKeys = { photoKey: string; thumbnailKey: string };

/** Deletes stored files whatever happens; a failure here must not hide the original one. */
export async function discardFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * Stores a processed photo and its thumbnail under `folder/yyyy/MM/<uuid>` (the month of `day`),
 * the folders the orphan-photo job sweeps; when either write fails both files are removed again.
 */
export async function storeProcessedPhoto(
  storage: Storage,
  folder: 'check-ins' | 'activities',
  day: string,
  { photo, thumbnail }: ProcessedPhoto,
): Promise<StoredPhotoKeys> {
  const base = `${folder}/${day.slice(0, 4)}/${day.slice(5, 7)}/${randomUUID()}`;
  const keys = { photoKey: `${base}.jpg`, thumbnailKey: `${base}-thumb.jpg` };
  const stored = await Promise.allSettled([
    storage.put(keys.photoKey, photo, 'image/jpeg'),
    storage.put(keys.thumbnailKey, thumbnail, 'image/jpeg'),
  ]);
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    await discardFiles(storage, [keys.photoKey, keys.thumbnailKey]);
    throw failed.reason;
  }
  return keys;
}
