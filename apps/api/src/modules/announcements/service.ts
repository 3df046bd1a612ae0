import {
  type Announcement,
  type AnnouncementStatusFilter,
  type announcementBodySchema,
  announcementMessages,
  type centreAnnouncementBodySchema,
  kualaLumpurDay,
  maxAnnouncementImages,
  message,
} from '@cic/contract';
import type { z } from 'zod';
import { processPhotoWithThumbnail } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { discardFiles, storeProcessedPhoto } from '../../shared/stored-photos';
import { queueAnnouncementDelivery } from './delivery';
import {
  type AnnouncementValues,
  createAnnouncementsRepository,
  type NewAnnouncement,
  type Scope,
} from './repository';
import { createAnnouncementViews } from './views';

/** Who manages announcements: an admin (every one) or a head of centre (their centre's own). */
export type Manager =
  | { kind: 'admin'; adminId: string }
  | { kind: 'head'; managerId: string; centreId: string };

type Body = z.output<typeof announcementBodySchema>;
type CentreBody = z.output<typeof centreAnnouncementBodySchema>;

const scopeOf = (manager: Manager): Scope => ({
  centreId: manager.kind === 'head' ? manager.centreId : null,
});
const actorOf = (manager: Manager) =>
  manager.kind === 'admin'
    ? { actorType: 'admin' as const, actorId: manager.adminId }
    : { actorType: 'manager' as const, actorId: manager.managerId };

const notFound = () => new AppError('NOT_FOUND', announcementMessages.notFound);
const editable = ['DRAFT', 'SCHEDULED'] as const;

/**
 * Writing, publishing and archiving announcements (issue 30). A head of centre's audience is their
 * centre, fixed here; another centre's announcement answers 404 like a missing one.
 */
export function createAnnouncementsService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock' | 'jobs'>) {
  const repository = createAnnouncementsRepository(ctx.db);
  const views = createAnnouncementViews(ctx, repository);

  async function view(manager: Manager, id: string): Promise<Announcement> {
    const row = await repository.row(id, scopeOf(manager));
    if (!row) throw notFound();
    const [answer] = await views.managed([row]);
    if (!answer) throw notFound();
    return answer;
  }

  /** An image of an announcement the manager may still change (a draft or scheduled one). */
  async function editableImage(manager: Manager, id: string, imageId: string) {
    const row = await repository.row(id, scopeOf(manager));
    if (!row) throw notFound();
    if (!(editable as readonly string[]).includes(row.status)) {
      throw new AppError('CONFLICT', announcementMessages.notEditable);
    }
    const image = await repository.image(id, imageId);
    if (!image) throw new AppError('NOT_FOUND', announcementMessages.imageNotFound);
    return image;
  }

  /** The values to keep, and the chosen centres (checked), from what the manager wrote. */
  async function valuesOf(
    manager: Manager,
    body: Body | CentreBody,
    publishDay?: string,
  ): Promise<{ values: AnnouncementValues; centreIds: string[] }> {
    const today = kualaLumpurDay(ctx.clock());
    if (body.endDate !== null && body.endDate < (publishDay ?? today)) {
      throw new AppError('VALIDATION_FAILED', announcementMessages.endBeforePublish, 'endDate');
    }
    const common = {
      title: body.title,
      body: body.body,
      years: body.years,
      pinned: body.pinned,
      endDate: body.endDate,
    };
    if (manager.kind === 'head') {
      return {
        values: { ...common, audience: 'CENTRES' },
        centreIds: [manager.centreId],
      };
    }
    // An admin's route validates with the audience's schema.
    const { audience, centreIds } = body as Body;
    if (audience === 'ALL_CENTRES') return { values: { ...common, audience }, centreIds: [] };
    const chosen = [...new Set(centreIds)];
    const known = await repository.knownCentreIds(chosen);
    if (chosen.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_FAILED', announcementMessages.centreNotFound, 'centreIds');
    }
    return { values: { ...common, audience }, centreIds: chosen };
  }

  return {
    async list(manager: Manager, state: AnnouncementStatusFilter, page: { page: number; limit: number }) {
      const today = kualaLumpurDay(ctx.clock());
      const { rows, total } = await repository.page(scopeOf(manager), state, today, page);
      return { data: await views.managed(rows), meta: { ...page, total } };
    },

    get: view,

    centres: (search: string, limit: number) => repository.searchCentres(search, limit),

    async create(manager: Manager, body: Body | CentreBody) {
      const { values, centreIds } = await valuesOf(manager, body);
      const author: Omit<NewAnnouncement, keyof AnnouncementValues> =
        manager.kind === 'admin'
          ? { authorAdminId: manager.adminId, authorManagerId: null, centreId: null }
          : { authorAdminId: null, authorManagerId: manager.managerId, centreId: manager.centreId };
      const id = await inTransaction(ctx.db, createAnnouncementsRepository, async (tx) => {
        const created = await tx.insert({ ...values, ...author }, centreIds);
        await tx.audit({
          ...actorOf(manager),
          action: 'announcement.create',
          entityType: 'announcement',
          entityId: created,
        });
        return created;
      });
      return view(manager, id);
    },

    async update(manager: Manager, id: string, body: Body | CentreBody) {
      const row = await repository.row(id, scopeOf(manager));
      if (!row) throw notFound();
      const publishDay =
        row.publishAt && row.status === 'SCHEDULED' ? kualaLumpurDay(row.publishAt) : undefined;
      const { values, centreIds } = await valuesOf(manager, body, publishDay);
      await inTransaction(ctx.db, createAnnouncementsRepository, async (tx) => {
        if (!(await tx.update(id, values, centreIds))) {
          throw new AppError('CONFLICT', announcementMessages.notEditable);
        }
        await tx.audit({
          ...actorOf(manager),
          action: 'announcement.update',
          entityType: 'announcement',
          entityId: id,
        });
      });
      return view(manager, id);
    },

    /** Now (no time, or one not in the future) or at a later time; the parents are told after the commit. */
    async publish(manager: Manager, id: string, publishAt: string | undefined, log: FollowUpLog) {
      const row = await repository.row(id, scopeOf(manager));
      if (!row) throw notFound();
      const now = ctx.clock();
      const at = publishAt === undefined ? now : new Date(publishAt);
      const later = at.getTime() > now.getTime();
      if (row.endDate !== null && row.endDate < kualaLumpurDay(later ? at : now)) {
        throw new AppError('VALIDATION_FAILED', announcementMessages.endBeforePublish, 'endDate');
      }
      const to = later
        ? { status: 'SCHEDULED' as const, publishAt: at, publishedAt: null }
        : { status: 'PUBLISHED' as const, publishAt: null, publishedAt: now };
      await inTransaction(ctx.db, createAnnouncementsRepository, async (tx) => {
        if (!(await tx.move(id, editable, to))) {
          throw new AppError('CONFLICT', announcementMessages.notPublishable);
        }
        await tx.audit({
          ...actorOf(manager),
          action: later ? 'announcement.schedule' : 'announcement.publish',
          entityType: 'announcement',
          entityId: id,
          ...(later ? { details: { publishAt: at.toISOString() } } : {}),
        });
      });
      if (!later) await queueAnnouncementDelivery(ctx.jobs, log, id);
      return { announcement: await view(manager, id), scheduled: later };
    },

    /** Hides it from readers at once; batches not yet sent are not sent. */
    async archive(manager: Manager, id: string) {
      const row = await repository.row(id, scopeOf(manager));
      if (!row) throw notFound();
      await inTransaction(ctx.db, createAnnouncementsRepository, async (tx) => {
        if (!(await tx.move(id, ['DRAFT', 'SCHEDULED', 'PUBLISHED'], { status: 'ARCHIVED' }))) {
          throw new AppError('CONFLICT', announcementMessages.alreadyArchived);
        }
        await tx.audit({
          ...actorOf(manager),
          action: 'announcement.archive',
          entityType: 'announcement',
          entityId: id,
        });
      });
      return view(manager, id);
    },

    /** One image, checked and re-encoded as activity images are, while it can still be changed. */
    async addImage(manager: Manager, id: string, file: Buffer, description: string | undefined) {
      const row = await repository.row(id, scopeOf(manager));
      if (!row) throw notFound();
      if (!(editable as readonly string[]).includes(row.status)) {
        throw new AppError('CONFLICT', announcementMessages.notEditable);
      }
      const images = await repository.imagesOf([id]);
      if (images.length >= maxAnnouncementImages) {
        throw new AppError('VALIDATION_FAILED', announcementMessages.tooManyImages, 'image');
      }
      const processed = await processPhotoWithThumbnail(file);
      const stored = await storeProcessedPhoto(
        ctx.storage,
        'announcements',
        kualaLumpurDay(ctx.clock()),
        processed,
      );
      try {
        await repository.addImage({
          announcementId: id,
          ...stored,
          description: description || null,
          sortOrder: Math.max(0, ...images.map((image) => image.sortOrder)) + 1,
        });
      } catch (error) {
        await discardFiles(ctx.storage, [stored.photoKey, stored.thumbnailKey]);
        throw error;
      }
      return view(manager, id);
    },

    async captionImage(manager: Manager, id: string, imageId: string, description: string | undefined) {
      const image = await editableImage(manager, id, imageId);
      await repository.setImageDescription(image.id, description || null);
      return view(manager, id);
    },

    async removeImage(manager: Manager, id: string, imageId: string) {
      const image = await editableImage(manager, id, imageId);
      await repository.deleteImage(image.id);
      await discardFiles(ctx.storage, [image.photoKey, image.thumbnailKey]);
      return view(manager, id);
    },
  };
}

export const savedMessages = {
  draft: message('success.announcementDraftSaved'),
  saved: message('success.announcementSaved'),
  published: message('success.announcementPublished'),
  scheduled: message('success.announcementScheduled'),
  archived: message('success.announcementArchived'),
  imageAdded: message('success.announcementImageAdded'),
  imageRemoved: message('success.announcementImageRemoved'),
} as const;
