import { randomUUID } from 'node:crypto';
import {
  type CareCorrection,
  type CareDetails,
  type CareEntry,
  type CareEntryKind,
  type CareGroupEntry,
  type CareSummaryPreference,
  type CareTimeline,
  type CareVersion,
  type CentreCareDay,
  captureTimeMessages,
  captureTimeProblem,
  careDetailsSchema,
  careEntryKinds,
  careMessages,
  careUndoWindowMs,
  kualaLumpurDay,
  type RecordedCareGroup,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { isParentsChild } from '../../db/family-children';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal, ManagerPrincipal } from '../../http/principal';
import { createPhotoLinks } from '../../shared/uploaded-photos';
import { dosesOfChildDay } from '../medication';
import { detailsForChild, occurrenceOf, photoIdsOf, presentEntries } from './entry-view';
import { createCarePhotos } from './photos';
import { type CareEntryRow, createCareRepository } from './repository';
import { createCareTimelineRepository } from './timeline-repository';

const isCareKind = (kind: string): kind is CareEntryKind =>
  (careEntryKinds as readonly string[]).includes(kind);
const childNotFound = () => new AppError('NOT_FOUND', careMessages.childNotFound);
const entryNotFound = () => new AppError('NOT_FOUND', careMessages.entryNotFound);
/** What an undo's version says, as a code the pages name in the reader's language. */
export const undoneReason = 'undone';

/**
 * The care log (issue 44, decision 117): staff record for their signed-in centre's children,
 * parents read their own children's days, admins with CARE read any child's day, audited.
 */
export function createCareService(ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>) {
  const timeline = createCareTimelineRepository(ctx.db);
  const photos = createCarePhotos(ctx);
  const checkInLinks = createPhotoLinks(ctx.storage);

  async function recorded(centreId: string, clientRequestId: string, replayed: boolean) {
    const rows = await createCareRepository(ctx.db).entriesOfRequest(centreId, clientRequestId);
    const first = rows[0];
    if (!first) throw new Error('care request not recorded');
    return {
      groupId: first.groupId,
      entries: rows.map((row) => ({ id: row.id, childId: row.childId })),
      undoUntil: new Date(first.createdAt.getTime() + careUndoWindowMs).toISOString(),
      replayed,
    };
  }

  async function dayOf(child: { id: string; name: string }, day: string): Promise<CareTimeline> {
    const [entries, checkIns, doses] = await Promise.all([
      timeline.entriesOfDay(child.id, day),
      timeline.checkInsOfDay(child.id, day),
      dosesOfChildDay(ctx.db, child.id, day),
    ]);
    const checkInPhotos = await checkInLinks(
      checkIns.flatMap(({ status, photoKey, thumbnailKey }) =>
        photoKey && thumbnailKey ? [{ id: status, photoKey, thumbnailKey }] : [],
      ),
    );
    return {
      childId: child.id,
      childName: child.name,
      day,
      checkIns: checkIns.map((row) => ({
        status: row.status,
        time: row.time.toISOString(),
        temperature: row.temperature,
        recordedBy: row.recordedBy,
        photo: checkInPhotos.get(row.status) ?? null,
      })),
      entries: await presentEntries(photos, entries),
      doses,
    };
  }

  const today = () => kualaLumpurDay(ctx.clock());

  async function staffEntry(staff: ManagerPrincipal, entry: CareEntryRow): Promise<CareEntry> {
    const name = await timeline.recorderName(entry.recordedById);
    const [view] = await presentEntries(photos, [{ ...entry, recordedByName: name }]);
    if (!view) throw new Error(`care entry ${entry.id} of ${staff.centreId} not presented`);
    return view;
  }

  return {
    /**
     * Records one entry per chosen child in one transaction; a resend of the same request answers
     * what it recorded the first time (`replayed`), even when two copies arrive at once.
     */
    async record(staff: ManagerPrincipal, request: CareGroupEntry): Promise<RecordedCareGroup> {
      const repository = createCareRepository(ctx.db);
      const earlier = await repository.entriesOfRequest(staff.centreId, request.clientRequestId);
      if (earlier.length > 0) return recorded(staff.centreId, request.clientRequestId, true);
      const now = ctx.clock();
      const capturedAt = new Date(request.capturedAt);
      // Like a check-in, an entry from the offline queue is signed by the session that sends it.
      const problem = captureTimeProblem(capturedAt, now, staff.openedAt);
      if (problem) throw new AppError('VALIDATION_FAILED', captureTimeMessages.care[problem], 'capturedAt');
      const childIds = [...new Set(request.childIds)];
      const found = await repository.activeChildrenOf(staff.centreId, childIds);
      if (found.length !== childIds.length)
        throw new AppError('NOT_FOUND', careMessages.childNotFound, 'childIds');
      const groupId = randomUUID();
      const values = childIds.map((childId) => {
        const details = detailsForChild(request, childId);
        return {
          centreId: staff.centreId,
          childId,
          groupId,
          clientRequestId: request.clientRequestId,
          kind: request.kind,
          details,
          ...occurrenceOf(details, capturedAt),
          recordedById: staff.managerId,
          recordedAt: now,
          createdById: staff.managerId,
          createdAt: now,
        };
      });
      const inserted = await inTransaction(ctx.db, createCareRepository, async (tx, db) => {
        const rows = await tx.insertEntries(values);
        if (rows.length === 0) return rows;
        const photoIds = values.flatMap((value) => photoIdsOf(value.details));
        const [first] = rows;
        if (first) await photos.attach(db, staff.centreId, photoIds, { entryId: first.id });
        await tx.notify(childIds);
        return rows;
      });
      // Another copy of the request that arrived at once recorded it: answer what that one made.
      if (inserted.length !== values.length) return recorded(staff.centreId, request.clientRequestId, true);
      return {
        groupId,
        entries: inserted.toSorted((a, b) => (a.childId < b.childId ? -1 : 1)),
        undoUntil: new Date(now.getTime() + careUndoWindowMs).toISOString(),
        replayed: false,
      };
    },

    /** Takes back a group entry: only its recorder, within a minute; each entry keeps its versions. */
    async undo(staff: ManagerPrincipal, groupId: string) {
      const now = ctx.clock();
      return inTransaction(ctx.db, createCareRepository, async (tx) => {
        const rows = await tx.groupOfCentre(staff.centreId, groupId);
        if (rows.length === 0) throw entryNotFound();
        if (rows.some((row) => row.createdById !== staff.managerId)) {
          throw new AppError('FORBIDDEN', careMessages.undoNotYours);
        }
        if (rows.some((row) => now.getTime() - row.createdAt.getTime() > careUndoWindowMs)) {
          throw new AppError('CONFLICT', careMessages.undoTooLate);
        }
        await tx.withdraw(rows, { recordedById: staff.managerId, at: now, reason: undoneReason });
        await tx.notify([...new Set(rows.map((row) => row.childId))]);
        return { entryIds: rows.map((row) => row.id) };
      });
    },

    /** A new version with who, when and why; the one it replaces is kept. */
    async correct(staff: ManagerPrincipal, entryId: string, correction: CareCorrection): Promise<CareEntry> {
      const { reason, ...fields } = correction;
      const details: CareDetails = careDetailsSchema.parse(fields);
      const now = ctx.clock();
      const entry = await inTransaction(ctx.db, createCareRepository, async (tx, db) => {
        const current = await tx.entryOfCentre(staff.centreId, entryId, true);
        if (!current) throw entryNotFound();
        if (current.withdrawnAt) throw new AppError('CONFLICT', careMessages.withdrawn);
        if (current.kind !== details.kind)
          throw new AppError('VALIDATION_FAILED', careMessages.kindMismatch, 'kind');
        await photos.attach(db, staff.centreId, photoIdsOf(details), { entryId: current.id });
        const next = await tx.replaceVersion(current, {
          details,
          ...occurrenceOf(details, current.occurredAt),
          recordedById: staff.managerId,
          recordedAt: now,
          reason,
        });
        await tx.notify([current.childId]);
        return next;
      });
      return staffEntry(staff, entry);
    },

    /** Every version of the centre's entry, oldest first: the current one last. */
    async versions(staff: ManagerPrincipal, entryId: string): Promise<CareVersion[]> {
      const entry = await createCareRepository(ctx.db).entryOfCentre(staff.centreId, entryId);
      if (!entry) throw entryNotFound();
      const [earlier, currentName] = await Promise.all([
        timeline.versionsOf(entryId),
        timeline.recorderName(entry.recordedById),
      ]);
      const present = (row: (typeof earlier)[number], withdrawn: boolean): CareVersion => ({
        version: row.version,
        details: row.details as CareDetails,
        recordedAt: row.recordedAt.toISOString(),
        recordedBy: { id: row.recordedById, name: row.recordedByName },
        reason: row.reason,
        withdrawn,
      });
      return [
        ...earlier.map((row) => present(row, false)),
        present({ ...entry, recordedByName: currentName }, entry.withdrawnAt !== null),
      ];
    },

    async uploadPhoto(staff: ManagerPrincipal, bytes: Buffer) {
      return photos.upload(staff, bytes);
    },

    /** Each child of the centre with entries that day, for the check-in list. */
    async centreDay(staff: ManagerPrincipal, day = today()): Promise<CentreCareDay> {
      const rows = await timeline.centreDay(staff.centreId, day);
      return {
        day,
        children: rows.map((row) => ({
          childId: row.childId,
          entries: row.entries,
          openReminders: row.openReminders,
          lastEntry:
            row.lastAt && isCareKind(row.lastKind)
              ? { kind: row.lastKind, occurredAt: row.lastAt.toISOString() }
              : null,
        })),
      };
    },

    async dayForStaff(staff: ManagerPrincipal, childId: string, day = today()) {
      const child = await timeline.child(childId);
      if (!child || child.centreId !== staff.centreId) throw childNotFound();
      return dayOf(child, day);
    },

    async dayForParent(parentId: string, childId: string, day = today()) {
      const [child, theirs] = await Promise.all([
        timeline.child(childId),
        isParentsChild(ctx.db, parentId, childId),
      ]);
      if (!child || !theirs) throw childNotFound();
      return dayOf(child, day);
    },

    /** Any child's day for head office, with an audit row naming the admin, the child and the day. */
    async dayForAdmin(admin: AdminPrincipal, childId: string, day = today()) {
      const child = await timeline.child(childId);
      if (!child) throw childNotFound();
      const answer = await dayOf(child, day);
      await timeline.audit({
        ...adminActor(admin),
        action: 'care-day.read',
        entityType: 'child',
        entityId: childId,
        details: { day, centreId: child.centreId },
      });
      return answer;
    },

    /** The parent has the reminder's item ready: kept with its first time. */
    async markReminderDone(parentId: string, entryId: string) {
      return inTransaction(ctx.db, createCareRepository, async (tx, db) => {
        const entry = await tx.entryById(entryId);
        if (!entry || entry.withdrawnAt || !(await isParentsChild(db, parentId, entry.childId))) {
          throw entryNotFound();
        }
        if (entry.kind !== 'REMINDER') throw new AppError('CONFLICT', careMessages.notReminder);
        const doneAt = await tx.markDone(entryId, parentId, ctx.clock());
        await tx.notify([entry.childId]);
        return { doneAt: (doneAt ?? entry.doneAt ?? ctx.clock()).toISOString() };
      });
    },

    summaryPreference: (parentId: string) => timeline.summaryPreference(parentId),

    async setSummaryPreference(parentId: string, preference: CareSummaryPreference) {
      await timeline.setSummaryPreference(parentId, preference);
      return preference;
    },
  };
}
export type CareService = ReturnType<typeof createCareService>;
