import {
  ageOn,
  type CentreStudent,
  type CheckInCreated,
  type CheckInFields,
  type CheckInStatus,
  type CollectedBy,
  captureTimeMessages,
  captureTimeProblem,
  defaultClosingTime,
  feverThresholdOf,
  isAfterClosing,
  isFever,
  isStillCheckedIn,
  kualaLumpurDay,
  type MessageKey,
  message,
  nextCheckInAction,
  notCheckedOutOn,
} from '@cic/contract';
import { checkInPhoto, checkInThumbnail } from '../../adapters/images';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import { discardFiles, newPhotoKey, storeProcessedPhoto } from '../../shared/stored-photos';
import { getCheckInHistory, type HistoryPaging } from '../check-in-history';
import { queueCheckInNotification } from '../notifications';
import { type CollectorRecord, resolveCollector } from '../pickup-persons';
import { createRatioUpkeep } from '../ratios';
import { createCentreCheckInsRepository } from './repository';
import { createStudentListCache } from './student-list-cache';
import { queueCheckInThumbnail } from './thumbnail-job';

const studentNotFound = () => new AppError('NOT_FOUND', message('checkIns.studentNotFound'));

/** Why `wanted` is not the next action, in the teacher's words. */
function conflictMessage(wanted: CheckInStatus, next: CheckInStatus | null): MessageKey {
  if (next === null) return message('checkIns.alreadyCheckedOut');
  return wanted === 'CHECKIN' ? message('checkIns.alreadyCheckedIn') : message('checkIns.notCheckedIn');
}

type Log = { error(details: object, message: string): void };

type StoredRecord = {
  id: string;
  status: CheckInStatus;
  recordedAt: Date;
  temperature: number;
  fever: boolean;
  collectedByKind: CollectedBy['kind'] | null;
  collectedByName: string | null;
  collectedByRelationship: string | null;
};

/** The answer to a recorded check-in, the same whether it was made now or sent again. */
function createdAnswer(row: StoredRecord): CheckInCreated {
  return {
    id: row.id,
    status: row.status,
    time: row.recordedAt.toISOString(),
    temperature: row.temperature,
    fever: row.fever,
    collectedBy:
      row.collectedByKind && row.collectedByName
        ? { kind: row.collectedByKind, name: row.collectedByName, relationship: row.collectedByRelationship }
        : null,
  };
}

type Latest = { status: CheckInStatus; time: Date } | null;

/**
 * A centre's list as kept per process (decision 051): by name, each child's newest record, the
 * closing time read with it, and the order after closing once a request after it asked.
 */
type KeptStudentList = {
  closingTime: string;
  byName: CentreStudent[];
  latest: Latest[];
  afterClosing: CentreStudent[] | null;
};

const latestOf = (row: { latestStatus: CheckInStatus | null; latestAt: Date | null }): Latest =>
  row.latestStatus && row.latestAt ? { status: row.latestStatus, time: row.latestAt } : null;

export function createCentreCheckInsService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock' | 'jobs'>) {
  const repository = createCentreCheckInsRepository(ctx.db);
  const ratios = createRatioUpkeep(ctx);
  const thumbnails = createSignedUrlCache(ctx.storage);
  const studentLists = createStudentListCache<KeptStudentList>(repository.studentListStamp);
  // Ages change once a day: the list asks for the same children's ages all day long.
  const ages = { day: '', byBirthDate: new Map<string, number>() };
  function ageToday(dateOfBirth: string, today: string) {
    if (ages.day !== today || ages.byBirthDate.size > 50_000) ages.byBirthDate = new Map();
    ages.day = today;
    let age = ages.byBirthDate.get(dateOfBirth);
    if (age === undefined) {
      age = ageOn(dateOfBirth, today);
      ages.byBirthDate.set(dateOfBirth, age);
    }
    return age;
  }

  /** The package a record is filed under: the one sent when it is the centre's, else the child's. */
  async function packageFor(
    centreId: string,
    sent: string | undefined,
    child: { packageId: string | null; packageName: string | null },
  ) {
    if (!sent || sent.toLowerCase() === child.packageId || sent === child.packageName) return child.packageId;
    return (await repository.packageOfCentre(centreId, sent)) ?? child.packageId;
  }

  /**
   * The list as the query answers it, by name, with signed links to the newest photos' thumbnails
   * and the centre's closing time; its after-closing order is made when first asked for.
   */
  async function buildStudentList(centreId: string, now: Date, today: string): Promise<KeptStudentList> {
    const rows = await repository.studentsWithLatest(centreId, today);
    const closingTime = rows[0]?.closingTime ?? defaultClosingTime;
    const urls = await thumbnails.urls(
      rows.flatMap((row) => (row.latestThumbnailKey ? [row.latestThumbnailKey] : [])),
    );
    const byName = rows.map((row) => ({
      ID_STUDENT: row.id,
      studentName: row.name,
      Package: row.packageName,
      Age: ageToday(row.dateOfBirth, today),
      latestCheckin:
        row.latestAt && row.latestStatus
          ? {
              // A check-out recorded afterwards has no photo (decision 095).
              img: row.latestThumbnailKey ? (urls.get(row.latestThumbnailKey) ?? '') : null,
              time: row.latestAt.toISOString(),
              status: row.latestStatus,
              recordedBy: row.latestRecordedBy ?? '',
            }
          : null,
      // A record today means the child came: the check-in wins over a reported absence.
      reportedAbsence:
        row.absenceReason && !(row.latestAt && kualaLumpurDay(row.latestAt) === today)
          ? { reason: row.absenceReason, note: row.absenceNote }
          : null,
      stillCheckedIn: false,
      notCheckedOutOn: notCheckedOutOn(latestOf(row), now),
    }));
    return { closingTime, byName, latest: rows.map(latestOf), afterClosing: null };
  }

  /** After closing time: the children still checked in first, flagged, the rest by name as before. */
  function stillCheckedInFirst(kept: KeptStudentList, now: Date): CentreStudent[] {
    const flagged = kept.byName.map((student, index) => ({
      ...student,
      stillCheckedIn: isStillCheckedIn(kept.latest[index], now, kept.closingTime),
    }));
    return [
      ...flagged.filter((student) => student.stillCheckedIn),
      ...flagged.filter((student) => !student.stillCheckedIn),
    ];
  }

  const discard = (keys: string[]) => discardFiles(ctx.storage, keys);

  /** The photo checked and stored, with the phone's thumbnail when it sent one (else the photo stands in). */
  async function storeUpload(day: string, upload: { image: Buffer; thumbnail?: Buffer | undefined }) {
    if (upload.thumbnail) {
      const [processed, thumbnail] = await Promise.all([
        checkInPhoto(upload.image),
        checkInThumbnail(upload.thumbnail),
      ]);
      return storeProcessedPhoto(ctx.storage, 'check-ins', day, { ...processed, thumbnail });
    }
    const { photo } = await checkInPhoto(upload.image);
    const photoKey = newPhotoKey('check-ins', day);
    await ctx.storage.put(photoKey, photo, 'image/jpeg');
    return { photoKey, thumbnailKey: photoKey };
  }

  /** Who collected the child: only a check-out names someone, and only from the child's list. */
  async function collectorFor(childId: string, fields: CheckInFields): Promise<CollectorRecord | null> {
    if (fields.status === 'CHECKIN') {
      if (fields.collectedBy) {
        throw new AppError('VALIDATION_FAILED', message('checkIns.onlyCheckOutCollects'), 'collectedBy');
      }
      return null;
    }
    return resolveCollector(ctx.db, childId, fields);
  }

  /**
   * The answer to a phone sending again the record it stored under its `clientId`; refused when
   * that id names another child's record (a phone reusing an id is broken, not repeating itself).
   */
  function answerSentAgain(childId: string, stored: (StoredRecord & { childId: string }) | null) {
    if (!stored) return null;
    if (stored.childId !== childId) {
      throw new AppError('CONFLICT', message('checkIns.clientIdOtherChild'), 'clientId');
    }
    return createdAnswer(stored);
  }

  return {
    async listStudents(principal: ManagerPrincipal): Promise<CentreStudent[]> {
      const now = ctx.clock();
      const today = kualaLumpurDay(now);
      const kept = await studentLists.list(principal.centreId, today, () =>
        buildStudentList(principal.centreId, now, today),
      );
      if (!isAfterClosing(now, kept.closingTime)) return kept.byName;
      kept.afterClosing ??= stillCheckedInFirst(kept, now);
      return kept.afterClosing;
    },

    async history(principal: ManagerPrincipal, childId: string, paging: HistoryPaging) {
      const child = await repository.childOfCentre(principal.centreId, childId);
      if (!child) throw studentNotFound();
      return getCheckInHistory(ctx.db, ctx.storage, child.id, paging);
    },

    /**
     * Records an arrival or departure. The rule of spec §4 is checked at the capture time against
     * the child's newest record; the photo is stored first and the row written after, and the file
     * is deleted again when the row cannot be written, so neither exists without the other. With
     * the thumbnail the phone made, both are stored at once; without one the row names the photo
     * as its thumbnail until the queued thumbnail job makes one (decision 044).
     */
    async record(
      principal: ManagerPrincipal,
      childId: string,
      fields: CheckInFields,
      upload: { image: Buffer; thumbnail?: Buffer | undefined },
      log: Log,
    ) {
      const child = await repository.childForCheckIn(principal.centreId, childId, fields.clientId);
      if (!child) throw studentNotFound();
      // A phone that sent this record before (its answer lost on the way) gets the same record back.
      const earlier = answerSentAgain(child.id, child.sent);
      if (earlier) return earlier;
      const now = ctx.clock();
      const capturedAt = new Date(fields.timestamp);
      const problem = captureTimeProblem(capturedAt, now, principal.openedAt);
      if (problem) throw new AppError('VALIDATION_FAILED', captureTimeMessages.checkIn[problem], 'timestamp');

      const latest =
        child.latestStatus && child.latestAt ? { status: child.latestStatus, time: child.latestAt } : null;
      if (latest && latest.time.getTime() > capturedAt.getTime()) {
        throw new AppError('CONFLICT', message('checkIns.newerRecord'), 'status');
      }
      const next = nextCheckInAction(latest, capturedAt);
      if (next !== fields.status) {
        throw new AppError('CONFLICT', conflictMessage(fields.status, next), 'status');
      }

      const collector = await collectorFor(child.id, fields);
      const threshold = feverThresholdOf(child.feverThreshold);
      const packageId = await packageFor(principal.centreId, fields.schoolPackage, child);
      const localDate = kualaLumpurDay(capturedAt);
      const { photoKey, thumbnailKey } = await storeUpload(localDate, upload);

      try {
        const row = await repository.insert({
          childId: child.id,
          centreId: principal.centreId,
          status: fields.status,
          recordedAt: capturedAt,
          localDate,
          temperature: fields.temperature,
          note: fields.note ? fields.note : null,
          photoKey,
          thumbnailKey,
          recordedById: principal.managerId,
          packageId,
          fever: isFever(fields.temperature, threshold),
          collectedByKind: collector?.kind ?? null,
          collectedByName: collector?.name ?? null,
          collectedByRelationship: collector?.relationship ?? null,
          collectedByParentId: collector?.parentId ?? null,
          collectedByPersonId: collector?.personId ?? null,
          clientId: fields.clientId ?? null,
        });
        await Promise.all([
          thumbnailKey === photoKey ? queueCheckInThumbnail(ctx.jobs, log, row.id) : undefined,
          queueCheckInNotification(ctx.jobs, log, row.id),
        ]);
        // The counts were kept by the insert's trigger; the centre's ratio follows (decision 131).
        await ratios.afterChange(principal.centreId, localDate, log);
        return createdAnswer({
          ...row,
          collectedByKind: collector?.kind ?? null,
          collectedByName: collector?.name ?? null,
          collectedByRelationship: collector?.relationship ?? null,
        });
      } catch (error) {
        await discard([...new Set([photoKey, thumbnailKey])]);
        // Two phones recording the same child at once: the second one meets the unique key.
        if (isUniqueViolation(error)) {
          // Or the same record sent twice at once: the copy that lost answers the one stored.
          const stored = fields.clientId
            ? answerSentAgain(child.id, await repository.byClientId(principal.centreId, fields.clientId))
            : null;
          if (stored) return stored;
          const message =
            fields.status === 'CHECKIN'
              ? conflictMessage('CHECKIN', 'CHECKOUT')
              : conflictMessage('CHECKOUT', null);
          throw new AppError('CONFLICT', message, 'status');
        }
        throw error;
      }
    },
  };
}
