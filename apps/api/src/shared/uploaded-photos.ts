import type { MessageRef } from '@cic/contract';
import { processPhotoWithThumbnail, sniffPhotoType } from '../adapters/images';
import type { Storage } from '../adapters/storage';
import { AppError } from '../http/app-error';
import { createSignedUrlCache } from './signed-url-cache';
import { type PhotoFolder, type StoredPhotoKeys, storeProcessedPhoto } from './stored-photos';

export type PhotoLink = { url: string; thumbnailUrl: string };

/**
 * A photo uploaded before the record that names it (a care note's, a medicine label's): checked
 * and re-encoded without its metadata like every photo of the product, kept in `folder` under the
 * month of `day`. Anything but a photo answers 415 with `notAPhoto`.
 */
export async function storeUploadedPhoto(
  storage: Storage,
  folder: PhotoFolder,
  day: string,
  bytes: Buffer,
  notAPhoto: MessageRef,
): Promise<StoredPhotoKeys> {
  if (!sniffPhotoType(bytes)) throw new AppError('UNSUPPORTED_MEDIA', notAPhoto, 'file');
  return storeProcessedPhoto(storage, folder, day, await processPhotoWithThumbnail(bytes));
}

/** Signed links of stored photos by their row's id, through the check-in photos' link cache. */
export function createPhotoLinks(storage: Storage) {
  const links = createSignedUrlCache(storage);
  return async <Id>(rows: readonly ({ id: Id } & StoredPhotoKeys)[]): Promise<Map<Id, PhotoLink>> => {
    const urls = await links.urls(rows.flatMap((row) => [row.photoKey, row.thumbnailKey]));
    return new Map(
      rows.map((row) => [
        row.id,
        { url: urls.get(row.photoKey) ?? '', thumbnailUrl: urls.get(row.thumbnailKey) ?? '' },
      ]),
    );
  };
}
