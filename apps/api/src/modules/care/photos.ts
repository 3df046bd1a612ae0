import { type CarePhoto, careMessages, kualaLumpurDay } from '@cic/contract';
import { processPhotoWithThumbnail, sniffPhotoType } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import { storeProcessedPhoto } from '../../shared/stored-photos';
import { createCarePhotosRepository, type PhotoLink } from './photos-repository';

/**
 * A note's or an incident report's photos (decisions 117, 124): checked and re-encoded without metadata like every photo of the
 * product, kept under `care/`, read through the same signed-link cache as check-in photos.
 */
export function createCarePhotos(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createCarePhotosRepository(ctx.db);
  const links = createSignedUrlCache(ctx.storage);

  return {
    async upload(staff: ManagerPrincipal, bytes: Buffer) {
      if (!sniffPhotoType(bytes)) throw new AppError('UNSUPPORTED_MEDIA', careMessages.photoType, 'file');
      const day = kualaLumpurDay(ctx.clock());
      const keys = await storeProcessedPhoto(
        ctx.storage,
        'care',
        day,
        await processPhotoWithThumbnail(bytes),
      );
      return repository.insert({
        ...keys,
        centreId: staff.centreId,
        uploadedById: staff.managerId,
        createdAt: ctx.clock(),
      });
    },

    /**
     * In the note's or report's transaction: every id must be a photo of the centre, else nothing
     * is recorded (refused with `notFound`, the note's or the report's words).
     */
    async attach(
      tx: Db,
      centreId: string,
      ids: string[],
      link: PhotoLink,
      notFound = careMessages.photoNotFound,
    ) {
      const unique = [...new Set(ids)];
      const inTransaction = createCarePhotosRepository(tx);
      const found = await inTransaction.ofCentre(centreId, unique);
      if (found.length !== unique.length) throw new AppError('NOT_FOUND', notFound, 'photoIds');
      await inTransaction.attach(unique, link);
    },

    /** Signed links of the photos stored notes name, by id. */
    async linksOf(ids: string[]): Promise<Map<string, CarePhoto>> {
      const rows = await repository.byIds([...new Set(ids)]);
      const urls = await links.urls(rows.flatMap((row) => [row.photoKey, row.thumbnailKey]));
      return new Map(
        rows.map((row) => [
          row.id,
          { id: row.id, url: urls.get(row.photoKey) ?? '', thumbnailUrl: urls.get(row.thumbnailKey) ?? '' },
        ]),
      );
    },
  };
}
export type CarePhotos = ReturnType<typeof createCarePhotos>;
