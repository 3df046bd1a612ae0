import {
  type Activity,
  type ActivityFields,
  type ActivityStatus,
  activityMessages,
  maxActivityImages,
  message,
} from '@cic/contract';
import { type PhotoWithThumbnail, processPhotoWithThumbnail } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { discardFiles, type StoredPhotoKeys, storeProcessedPhoto } from '../../shared/stored-photos';
import { type ActivityRow, createActivityPosts } from '../activity-posts';
import { createCentreActivitiesRepository } from './repository';

const activityNotFound = () => new AppError('NOT_FOUND', activityMessages.notFound);

/** The status a save leaves: the draft path saves (or moves back) to draft, the publish path publishes. */
export type SaveAs = Extract<ActivityStatus, 'DRAFT' | 'PUBLISHED'>;

/**
 * A teacher's activity posts, only ever their own centre's (another centre's answers 404 like a
 * missing one). Images go through the check-in photo pipeline and are stored before the rows are
 * written; the files are removed again when the rows cannot be, and removed images' files are
 * deleted once the change is committed.
 */
export function createCentreActivitiesService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createCentreActivitiesRepository(ctx.db);
  const posts = createActivityPosts(ctx);

  async function ownActivity(principal: ManagerPrincipal, activityId: string): Promise<ActivityRow> {
    const row = await repository.activityOfCentre(principal.centreId, activityId);
    if (!row) throw activityNotFound();
    return row;
  }

  async function one(row: ActivityRow): Promise<Activity> {
    const [activity] = await posts.activities([row]);
    if (!activity) throw activityNotFound();
    return activity;
  }

  /** The kept images: each must be one of the activity's own, and the total at most 5. */
  function checkedImages(
    current: { id: string }[],
    fields: ActivityFields,
    newCount: number,
    saveAs: SaveAs,
  ): string[] {
    const own = new Set(current.map((image) => image.id));
    const kept = [...new Set(fields.existingImageIds)];
    if (kept.some((id) => !own.has(id))) {
      throw new AppError('VALIDATION_FAILED', message('activities.foreignImage'), 'existingImageIds');
    }
    if (kept.length + newCount > maxActivityImages) {
      throw new AppError('VALIDATION_FAILED', activityMessages.tooManyImages, 'images');
    }
    // A draft may wait for its photos; a published post shows at least one.
    if (saveAs === 'PUBLISHED' && kept.length + newCount === 0) {
      throw new AppError('VALIDATION_FAILED', activityMessages.images, 'images');
    }
    return kept;
  }

  /** Checks and re-encodes every new image before any is stored, then stores them all or none. */
  async function storeImages(day: string, files: Buffer[]): Promise<StoredPhotoKeys[]> {
    const processed: PhotoWithThumbnail[] = [];
    for (const file of files) processed.push(await processPhotoWithThumbnail(file));
    const stored: StoredPhotoKeys[] = [];
    try {
      for (const photo of processed)
        stored.push(await storeProcessedPhoto(ctx.storage, 'activities', day, photo));
    } catch (error) {
      await discardFiles(ctx.storage, keysOf(stored));
      throw error;
    }
    return stored;
  }

  return {
    /** Creates (no `activityId`) or updates an activity of the teacher's centre, as a draft or published. */
    async save(principal: ManagerPrincipal, fields: ActivityFields, files: Buffer[], saveAs: SaveAs) {
      const existing = fields.activityId ? await ownActivity(principal, fields.activityId) : null;
      if (existing?.status === 'ARCHIVED') {
        throw new AppError('CONFLICT', message('activities.archivedUnchangeable'));
      }
      const current = existing ? await repository.imagesOf(existing.id) : [];
      const kept = checkedImages(current, fields, files.length, saveAs);
      const removed = current.filter((image) => !kept.includes(image.id));
      const stored = await storeImages(fields.activityDate, files);
      const captions = new Map(
        fields.existingImageDescriptions.map((entry) => [entry.id, entry.description]),
      );
      const now = ctx.clock();
      const values = {
        title: fields.title,
        description: fields.description,
        activityDate: fields.activityDate,
        visibility: fields.visibility,
        status: saveAs,
        // Published keeps its first publication time; moving back to draft clears it.
        publishedAt: saveAs === 'PUBLISHED' ? (existing?.publishedAt ?? now) : null,
      };

      let id: string;
      try {
        id = await inTransaction(ctx.db, createCentreActivitiesRepository, async (tx) => {
          let activityId: string;
          if (existing) {
            activityId = existing.id;
            await tx.update(activityId, values);
          } else {
            activityId = await tx.insert({
              ...values,
              centreId: principal.centreId,
              managerId: principal.managerId,
            });
          }
          await tx.replaceYears(activityId, [...new Set(fields.years)]);
          await tx.deleteImages(removed.map((image) => image.id));
          for (const [index, imageId] of kept.entries()) {
            const before = current.find((image) => image.id === imageId)?.description ?? null;
            const caption = captions.has(imageId) ? captions.get(imageId) : before;
            await tx.updateImage(imageId, { description: caption || null, sortOrder: index + 1 });
          }
          await tx.insertImages(
            stored.map((keys, index) => ({
              activityId,
              ...keys,
              description: fields.imageDescriptions[index] || null,
              sortOrder: kept.length + index + 1,
            })),
          );
          return activityId;
        });
      } catch (error) {
        await discardFiles(ctx.storage, keysOf(stored));
        throw error;
      }
      await discardFiles(ctx.storage, keysOf(removed));
      return { id, status: saveAs };
    },

    async list(principal: ManagerPrincipal, status: SaveAs): Promise<Activity[]> {
      return posts.activities(await repository.activitiesOfCentre(principal.centreId, status));
    },

    async get(principal: ManagerPrincipal, activityId: string): Promise<Activity> {
      return one(await ownActivity(principal, activityId));
    },

    async getDraft(principal: ManagerPrincipal, activityId: string): Promise<Activity> {
      const row = await ownActivity(principal, activityId);
      if (row.status !== 'DRAFT') throw activityNotFound();
      return one(row);
    },

    /** Deletes the activity for good, then its image files. */
    async delete(principal: ManagerPrincipal, activityId: string): Promise<void> {
      const row = await ownActivity(principal, activityId);
      const images = await repository.imagesOf(row.id);
      await repository.delete(row.id);
      await discardFiles(ctx.storage, keysOf(images));
    },
  };
}

function keysOf(images: StoredPhotoKeys[]): string[] {
  return images.flatMap((image) => [image.photoKey, image.thumbnailKey]);
}
