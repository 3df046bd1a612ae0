import { type CarePhoto, careMessages, kualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { createPhotoLinks, storeUploadedPhoto } from '../../shared/uploaded-photos';
import { createCarePhotosRepository, type PhotoLink } from './photos-repository';

/**
 * A note's or an incident report's photos (decisions 117, 124): checked and re-encoded without
 * metadata like every photo of the product, kept under `care/`, read through the same signed-link
 * cache as check-in photos.
 */
export function createCarePhotos(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createCarePhotosRepository(ctx.db);
  const linksOfRows = createPhotoLinks(ctx.storage);

  return {
    async upload(staff: ManagerPrincipal, bytes: Buffer) {
      const day = kualaLumpurDay(ctx.clock());
      const keys = await storeUploadedPhoto(ctx.storage, 'care', day, bytes, careMessages.photoType);
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

    /** Signed links of the photos stored notes and reports name, by id. */
    async linksOf(ids: string[]): Promise<Map<string, CarePhoto>> {
      const links = await linksOfRows(await repository.byIds([...new Set(ids)]));
      return new Map([...links].map(([id, link]) => [id, { id, ...link }]));
    },
  };
}
export type CarePhotos = ReturnType<typeof createCarePhotos>;
