import { and, asc, desc, eq, gte, lte, or, Placeholder, sql } from 'drizzle-orm';
import { collectorColumns, doorTemperature } from '../../db/check-in-records';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import {
  absences,
  centres,
  checkInSettings,
  checkIns,
  children,
  managers,
  packages,
  studentListVersions,
} from '../../db/schema/index';
import { studentColumns } from '../../db/student-columns';

export type NewCheckIn = typeof checkIns.$inferInsert;

/** A stored record as the answer to the phone that sent it gives it (decision 083). */
const sentRecordColumns = {
  id: checkIns.id,
  childId: checkIns.childId,
  status: checkIns.status,
  recordedAt: checkIns.recordedAt,
  // Named: the columns are also a subquery's, and a subquery's SQL fields need a name.
  temperature: doorTemperature.as('temperature'),
  fever: checkIns.fever,
  ...collectorColumns,
};

/**
 * The centre's active children by name, each with its package, newest record (and who made it)
 * and a reported absence covering `today` (decision 078), in one query: lateral joins take the
 * newest row per child from the (child, time) index and the absence from the (child, last day) one.
 * Prepared once: the list is the call teachers make most, so it skips query building and planning.
 */
function studentsWithLatestQuery(db: Db) {
  const latest = db
    .select({
      recordedAt: checkIns.recordedAt,
      status: checkIns.status,
      thumbnailKey: checkIns.thumbnailKey,
      recordedBy: sql<string>`${managers.name}`.as('recorded_by'),
    })
    .from(checkIns)
    .innerJoin(managers, eq(managers.id, checkIns.recordedById))
    .where(eq(checkIns.childId, children.id))
    .orderBy(desc(checkIns.recordedAt))
    .limit(1)
    .as('latest');
  const absence = db
    .select({ reason: absences.reason, note: absences.note })
    .from(absences)
    .where(
      and(
        eq(absences.childId, children.id),
        gte(absences.lastDay, sql.placeholder('today')),
        lte(absences.firstDay, sql.placeholder('today')),
      ),
    )
    .limit(1)
    .as('absence');
  return db
    .select({
      ...studentColumns,
      latestAt: latest.recordedAt,
      latestStatus: latest.status,
      latestThumbnailKey: latest.thumbnailKey,
      latestRecordedBy: latest.recordedBy,
      absenceReason: absence.reason,
      absenceNote: absence.note,
      // The centre's closing time orders the list after it (decision 079): one lookup per statement.
      closingTime: sql<string>`(${db
        .select({ closingTime: centres.closingTime })
        .from(centres)
        .where(eq(centres.id, sql.placeholder('centreId')))})`,
    })
    .from(children)
    .leftJoin(packages, eq(packages.id, children.packageId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(absence, sql`true`)
    .where(and(eq(children.centreId, sql.placeholder('centreId')), eq(children.active, true)))
    .orderBy(asc(children.name), asc(children.id));
}

/** The list's statement as text and its parameters for a centre and day, for the bench's raw SQL rate. */
export function centreStudentsSqlForBench(db: Db) {
  const { sql: text, params } = studentsWithLatestQuery(db).toSQL();
  return {
    text,
    values: (centreId: string, today: string) =>
      params.map((param) =>
        param instanceof Placeholder ? (param.name === 'today' ? today : centreId) : param,
      ),
  };
}

/** `childForCheckIn`'s statement, prepared once per connection: the first query of every check-in. */
function childForCheckInQuery(db: Db) {
  const latest = db
    .select({ status: checkIns.status, recordedAt: checkIns.recordedAt })
    .from(checkIns)
    .where(eq(checkIns.childId, children.id))
    .orderBy(desc(checkIns.recordedAt))
    .limit(1)
    .as('latest');
  // A null `clientId` matches no row.
  const sent = db
    .select(sentRecordColumns)
    .from(checkIns)
    .where(
      and(
        eq(checkIns.centreId, sql.placeholder('centreId')),
        eq(checkIns.clientId, sql.placeholder('clientId')),
      ),
    )
    .as('sent');
  return db
    .select({
      id: children.id,
      packageId: children.packageId,
      packageName: packages.name,
      latestStatus: latest.status,
      latestAt: latest.recordedAt,
      // Head office's fever threshold in the same round trip (null until one is set).
      feverThreshold: sql<string | null>`(${db
        .select({ threshold: checkInSettings.feverThreshold })
        .from(checkInSettings)
        .where(eq(checkInSettings.id, 1))})`,
      sent: {
        id: sent.id,
        childId: sent.childId,
        status: sent.status,
        recordedAt: sent.recordedAt,
        temperature: sent.temperature,
        fever: sent.fever,
        collectedByKind: sent.collectedByKind,
        collectedByName: sent.collectedByName,
        collectedByRelationship: sent.collectedByRelationship,
      },
    })
    .from(children)
    .leftJoin(packages, eq(packages.id, children.packageId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(sent, sql`true`)
    .where(
      and(
        eq(children.id, sql.placeholder('childId')),
        eq(children.centreId, sql.placeholder('centreId')),
        eq(children.active, true),
      ),
    );
}

export function createCentreCheckInsRepository(db: Db) {
  const childForCheckIn = childForCheckInQuery(db).prepare('child_for_check_in');
  const studentsWithLatest = studentsWithLatestQuery(db).prepare('centre_students_with_latest');
  const studentListStamp = db
    .select({ version: studentListVersions.version })
    .from(studentListVersions)
    .where(eq(studentListVersions.centreId, sql.placeholder('centreId')))
    .prepare('centre_student_list_stamp');
  return {
    /** The centre's student list stamp (decision 051); null until something on the list first changes. */
    async studentListStamp(centreId: string) {
      const [row] = await studentListStamp.execute({ centreId });
      return row?.version ?? null;
    },

    studentsWithLatest(centreId: string, today: string) {
      return studentsWithLatest.execute({ centreId, today });
    },

    /** A child of the centre, enrolled or not (their history stays readable). */
    childOfCentre(centreId: string, childId: string) {
      return db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.centreId, centreId)))
        .then(rowOrNull);
    },

    /**
     * An enrolled child as a check-in needs it, in one round trip: package, newest record, head
     * office's fever threshold, and the centre's record stored under the phone's `clientId` when
     * it sent one (that record may be another child's: the service refuses it).
     */
    childForCheckIn(centreId: string, childId: string, clientId: string | undefined) {
      return childForCheckIn.execute({ centreId, childId, clientId: clientId ?? null }).then(rowOrNull);
    },

    /** A package of the centre named by id or by name. */
    async packageOfCentre(centreId: string, idOrName: string) {
      const rows = await db
        .select({ id: packages.id })
        .from(packages)
        .where(
          and(
            eq(packages.centreId, centreId),
            or(sql`${packages.id}::text = ${idOrName.toLowerCase()}`, eq(packages.name, idOrName)),
          ),
        )
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /** A record whose thumbnail is still its photo (none made yet): its photo's key; else null. */
    async photoAwaitingThumbnail(checkInId: string) {
      const rows = await db
        .select({ photoKey: checkIns.photoKey })
        .from(checkIns)
        .where(and(eq(checkIns.id, checkInId), eq(checkIns.thumbnailKey, checkIns.photoKey)));
      return rows[0]?.photoKey ?? null;
    },

    /** Names the thumbnail made for a record that still shows its photo; false when that has changed. */
    async setThumbnail(checkInId: string, photoKey: string, thumbnailKey: string) {
      const rows = await db
        .update(checkIns)
        .set({ thumbnailKey })
        .where(and(eq(checkIns.id, checkInId), eq(checkIns.thumbnailKey, photoKey)))
        .returning({ id: checkIns.id });
      return rows.length > 0;
    },

    /** The centre's record the phone sent under `clientId` before, as the first answer gave it. */
    byClientId(centreId: string, clientId: string) {
      return db
        .select(sentRecordColumns)
        .from(checkIns)
        .where(and(eq(checkIns.centreId, centreId), eq(checkIns.clientId, clientId)))
        .then(rowOrNull);
    },

    async insert(values: NewCheckIn) {
      return returnedRow(
        await db.insert(checkIns).values(values).returning({
          id: checkIns.id,
          status: checkIns.status,
          recordedAt: checkIns.recordedAt,
          temperature: doorTemperature,
          fever: checkIns.fever,
        }),
        'check-in insert',
      );
    },
  };
}
