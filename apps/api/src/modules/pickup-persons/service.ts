import {
  type CentreCollectors,
  type CollectedBy,
  type Collectors,
  collectedByNameMessage,
  collectedByUnlistedMessage,
  kualaLumpurDay,
  message,
  type PickupPerson,
  type PickupPersonForm,
  pickupPersonNotFound,
  pickupPersonsLimit,
  pickupPersonsLimitMessage,
} from '@cic/contract';
import { processPhotoWithThumbnail } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import { discardFiles, storeProcessedPhoto, thumbnailKeyOf } from '../../shared/stored-photos';
import { createPickupPersonsRepository } from './repository';

const childNotFound = () => new AppError('NOT_FOUND', message('pickup.childNotFound'));
const personNotFound = () => new AppError('NOT_FOUND', pickupPersonNotFound);

type PersonRow = {
  id: string;
  name: string;
  relationship: string;
  phoneNumber: string;
  photoKey: string | null;
};

/** A parent's changes to one person: the form, a new photo, or dropping the one kept. */
export type PickupPersonInput = PickupPersonForm & { photo?: Buffer; removePhoto?: boolean };

const collectorParent = (parent: {
  id: string;
  fullName: string | null;
  email: string;
  relation: Collectors['parents'][number]['relationship'];
  phoneNumber: string | null;
}) => ({
  id: parent.id,
  name: parent.fullName ?? parent.email,
  relationship: parent.relation,
  phoneNumber: parent.phoneNumber,
});

const photoKeysOf = (photoKey: string | null) => (photoKey ? [photoKey, thumbnailKeyOf(photoKey)] : []);

export function createPickupPersonsService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createPickupPersonsRepository(ctx.db);
  const photos = createSignedUrlCache(ctx.storage);

  async function present(rows: PersonRow[]): Promise<PickupPerson[]> {
    const urls = await photos.urls(rows.flatMap((row) => photoKeysOf(row.photoKey)));
    return rows.map(({ photoKey, ...row }) => ({
      ...row,
      photoUrl: photoKey ? (urls.get(photoKey) ?? null) : null,
      thumbnailUrl: photoKey ? (urls.get(thumbnailKeyOf(photoKey)) ?? null) : null,
    }));
  }

  /** Re-encodes and stores a photo (before any transaction: it takes the CPU, not the database). */
  async function storePhoto(photo: Buffer | undefined) {
    if (!photo) return null;
    const processed = await processPhotoWithThumbnail(photo);
    const { photoKey } = await storeProcessedPhoto(
      ctx.storage,
      'pickup-persons',
      kualaLumpurDay(ctx.clock()),
      processed,
    );
    return photoKey;
  }

  async function ownChild(parentId: string, childId: string) {
    if (!(await repository.isParentsChild(parentId, childId))) throw childNotFound();
  }

  /** Runs a change that wrote `newPhotoKey`; the new files go again when the change fails. */
  async function keepingPhoto<T>(newPhotoKey: string | null, change: () => Promise<T>) {
    try {
      return await change();
    } catch (error) {
      await discardFiles(ctx.storage, photoKeysOf(newPhotoKey));
      throw error;
    }
  }

  return {
    async list(parentId: string, childId: string) {
      await ownChild(parentId, childId);
      return present(await repository.listOf(childId));
    },

    /** Adds a person to the child's list: at most ten, counted under a lock on the child. */
    async add(parentId: string, childId: string, input: PickupPersonInput) {
      await ownChild(parentId, childId);
      const photoKey = await storePhoto(input.photo);
      const row = await keepingPhoto(photoKey, () =>
        inTransaction(ctx.db, createPickupPersonsRepository, async (tx) => {
          if (!(await tx.isParentsChild(parentId, childId, true))) throw childNotFound();
          if ((await tx.countOf(childId)) >= pickupPersonsLimit) {
            throw new AppError('CONFLICT', pickupPersonsLimitMessage);
          }
          return tx.insert({
            childId,
            name: input.name,
            relationship: input.relationship,
            phoneNumber: input.phoneNumber,
            photoKey,
            addedByParentId: parentId,
          });
        }),
      );
      const [person] = await present([row]);
      return person as PickupPerson;
    },

    /** Edits a person; a new photo replaces the old one, whose files go once the row names the new. */
    async update(parentId: string, childId: string, personId: string, input: PickupPersonInput) {
      await ownChild(parentId, childId);
      const before = await repository.find(childId, personId);
      if (!before) throw personNotFound();
      const newPhotoKey = await storePhoto(input.photo);
      const photoKey = newPhotoKey ?? (input.removePhoto ? null : before.photoKey);
      const row = await keepingPhoto(newPhotoKey, async () => {
        const updated = await repository.update(childId, personId, {
          name: input.name,
          relationship: input.relationship,
          phoneNumber: input.phoneNumber,
          photoKey,
        });
        if (!updated) throw personNotFound();
        return updated;
      });
      if (before.photoKey && before.photoKey !== photoKey) {
        await discardFiles(ctx.storage, photoKeysOf(before.photoKey));
      }
      const [person] = await present([row]);
      return person as PickupPerson;
    },

    async remove(parentId: string, childId: string, personId: string) {
      await ownChild(parentId, childId);
      const photoKey = await repository.delete(childId, personId);
      if (photoKey === undefined) throw personNotFound();
      await discardFiles(ctx.storage, photoKeysOf(photoKey));
    },

    /** Who a teacher may hand a child of their centre to: the family's parents and the child's list. */
    async collectors(centreId: string, childId: string): Promise<Collectors> {
      if (!(await repository.isCentresChild(centreId, childId))) {
        throw new AppError('NOT_FOUND', message('checkIns.studentNotFound'));
      }
      const [parents, persons] = await Promise.all([
        repository.parentsOf(childId),
        repository.listOf(childId),
      ]);
      return { parents: parents.map(collectorParent), persons: await present(persons) };
    },

    /** Every active child's collectors of a centre in three queries, for the phone to keep (decision 092). */
    async centreCollectors(centreId: string): Promise<CentreCollectors> {
      const [childIds, parents, persons] = await Promise.all([
        repository.childrenOfCentre(centreId),
        repository.parentsOfCentre(centreId),
        repository.listsOfCentre(centreId),
      ]);
      const presented = await present(persons);
      return childIds.map((childId) => ({
        childId,
        collectors: {
          parents: parents.filter((parent) => parent.childId === childId).map(collectorParent),
          persons: presented.filter((_, index) => persons[index]?.childId === childId),
        },
      }));
    },
  };
}

/** The check-out's record of who collected the child, as the check-in row keeps it. */
export type CollectorRecord = CollectedBy & { parentId: string | null; personId: string | null };

/**
 * Who collected a child, from the check-out form's `collectedBy` (`parent:<id>`, `person:<id>` or
 * `other`) and `collectedByName`. A parent must be in the child's family and a person on the
 * child's list, else 400 on `collectedBy`: the list is checked here, whatever the client showed.
 */
export async function resolveCollector(
  db: Db,
  childId: string,
  fields: { collectedBy?: string | undefined; collectedByName?: string | undefined },
): Promise<CollectorRecord | null> {
  const choice = fields.collectedBy;
  if (!choice) return null;
  const repository = createPickupPersonsRepository(db);
  if (choice === 'other') {
    const name = fields.collectedByName?.trim();
    if (!name) throw new AppError('VALIDATION_FAILED', collectedByNameMessage, 'collectedByName');
    return (
      (await listedByName(repository, childId, name)) ?? {
        kind: 'OTHER',
        name,
        relationship: null,
        parentId: null,
        personId: null,
      }
    );
  }
  const [kind, id = ''] = choice.split(':');
  const unlisted = () => new AppError('VALIDATION_FAILED', collectedByUnlistedMessage, 'collectedBy');
  if (kind === 'parent') {
    const parent = (await repository.parentsOf(childId)).find((member) => member.id === id.toLowerCase());
    if (!parent) throw unlisted();
    return {
      kind: 'PARENT',
      name: parent.fullName ?? parent.email,
      relationship: parent.relation,
      parentId: parent.id,
      personId: null,
    };
  }
  const person = await repository.find(childId, id.toLowerCase());
  if (!person) throw unlisted();
  return {
    kind: 'AUTHORISED',
    name: person.name,
    relationship: person.relationship,
    parentId: null,
    personId: person.id,
  };
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en') ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');

/**
 * 'Other' with the name of someone on the child's list as it stands now: that person, not a
 * stranger. A phone whose kept list was older than the person (a check-out made offline) offered
 * only 'Other', and the parents were told an unlisted person took their child (decision 092).
 */
async function listedByName(
  repository: ReturnType<typeof createPickupPersonsRepository>,
  childId: string,
  name: string,
): Promise<CollectorRecord | null> {
  const [parents, persons] = await Promise.all([repository.parentsOf(childId), repository.listOf(childId)]);
  const parent = parents.find((member) => member.fullName && sameName(member.fullName, name));
  if (parent) {
    return {
      kind: 'PARENT',
      name: parent.fullName ?? name,
      relationship: parent.relation,
      parentId: parent.id,
      personId: null,
    };
  }
  const person = persons.find((listed) => sameName(listed.name, name));
  return person
    ? {
        kind: 'AUTHORISED',
        name: person.name,
        relationship: person.relationship,
        parentId: null,
        personId: person.id,
      }
    : null;
}
