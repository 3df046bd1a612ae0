import { randomUUID } from 'node:crypto';
import type { PhotoWithThumbnail } from '../adapters/images';
import type { Storage } from '../adapters/storage';

export type StoredPhotoKeys = { photoKey: string; thumbnailKey: string };
/** The folders photos are kept in; the orphan-photo job sweeps them all (`cleanUp.photoFolders`). */
export type PhotoFolder =
  | 'check-ins'
  | 'activities'
  | 'pickup-persons'
  | 'announcements'
  | 'messages'
  | 'care'
  | 'medication';

/** Deletes stored files whatever happens; a failure here must not hide the original one. */
export async function discardFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Where a photo's thumbnail is kept: beside it, `<name>-thumb.jpg`. */
export function thumbnailKeyOf(photoKey: string): string {
  return photoKey.replace(/\.jpg$/, '-thumb.jpg');
}

/** A new key `folder/yyyy/MM/<uuid>.jpg` (the month of `day`), in the folders the orphan-photo job sweeps. */
export function newPhotoKey(folder: PhotoFolder, day: string): string {
  return `${folder}/${day.slice(0, 4)}/${day.slice(5, 7)}/${randomUUID()}.jpg`;
}

/** Stores a processed photo and its thumbnail; when either write fails both files are removed again. */
export async function storeProcessedPhoto(
  storage: Storage,
  folder: PhotoFolder,
  day: string,
  { photo, thumbnail }: PhotoWithThumbnail,
): Promise<StoredPhotoKeys> {
  const photoKey = newPhotoKey(folder, day);
  const keys = { photoKey, thumbnailKey: thumbnailKeyOf(photoKey) };
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
