import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import { findCentre } from '../../db/centres';
import type { Db } from '../../db/client';
import { keptVersionsOf } from '../../db/kept-versions';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { managers, staffShifts, staffShiftVersions } from '../../db/schema/index';

/** A shift as the answers need it, with the person's name. */
const shiftColumns = {
  id: staffShifts.id,
  centreId: staffShifts.centreId,
  managerId: staffShifts.managerId,
  name: managers.name,
  localDate: staffShifts.localDate,
  startedAt: staffShifts.startedAt,
  endedAt: staffShifts.endedAt,
  inRequestId: staffShifts.inRequestId,
  outRequestId: staffShifts.outRequestId,
  openAtClosing: staffShifts.openAtClosing,
  version: staffShifts.version,
  recordedById: staffShifts.recordedById,
  recordedAt: staffShifts.recordedAt,
  reason: staffShifts.reason,
};
export type ShiftRow = {
  id: string;
  centreId: string;
  managerId: string;
  name: string;
  localDate: string;
  startedAt: Date;
  endedAt: Date | null;
  inRequestId: string | null;
  outRequestId: string | null;
  openAtClosing: boolean;
  version: number;
  recordedById: string;
  recordedAt: Date;
  reason: string | null;
};

const shiftsWithName = (db: Db) =>
  db.select(shiftColumns).from(staffShifts).innerJoin(managers, eq(managers.id, staffShifts.managerId));

export function createStaffAttendanceRepository(db: Db) {
  return {
    shift(centreId: string, shiftId: string): Promise<ShiftRow | null> {
      return shiftsWithName(db)
        .where(and(eq(staffShifts.id, shiftId), eq(staffShifts.centreId, centreId)))
        .then(rowOrNull);
    },

    /** The shift a phone's request id already recorded (its clock-in or its clock-out). */
    byRequestId(centreId: string, requestId: string): Promise<ShiftRow | null> {
      return shiftsWithName(db)
        .where(
          and(
            eq(staffShifts.centreId, centreId),
            or(eq(staffShifts.inRequestId, requestId), eq(staffShifts.outRequestId, requestId)),
          ),
        )
        .then(rowOrNull);
    },

    /** The person's shift still open on the day, if any. */
    openShift(managerId: string, day: string): Promise<ShiftRow | null> {
      return shiftsWithName(db)
        .where(
          and(
            eq(staffShifts.managerId, managerId),
            eq(staffShifts.localDate, day),
            isNull(staffShifts.endedAt),
          ),
        )
        .then(rowOrNull);
    },

    /** The person's latest shift of the day (to refuse a clock-in before the last clock-out). */
    latestShift(managerId: string, day: string) {
      return db
        .select({ endedAt: staffShifts.endedAt, startedAt: staffShifts.startedAt })
        .from(staffShifts)
        .where(and(eq(staffShifts.managerId, managerId), eq(staffShifts.localDate, day)))
        .orderBy(desc(staffShifts.startedAt))
        .limit(1)
        .then(rowOrNull);
    },

    async insert(values: typeof staffShifts.$inferInsert) {
      return returnedRow(
        await db.insert(staffShifts).values(values).returning({ id: staffShifts.id }),
        'shift insert',
      );
    },

    /** Closes an open shift; false when it was closed meanwhile. */
    async close(shiftId: string, endedAt: Date, outRequestId: string | null) {
      const rows = await db
        .update(staffShifts)
        .set({ endedAt, outRequestId })
        .where(and(eq(staffShifts.id, shiftId), isNull(staffShifts.endedAt)))
        .returning({ id: staffShifts.id });
      return rows.length > 0;
    },

    /** Keeps the shift's current version, then writes the new one over it (the care log's way, decision 117). */
    async correct(
      shift: ShiftRow,
      next: {
        startedAt: Date;
        endedAt: Date | null;
        localDate: string;
        recordedById: string;
        recordedAt: Date;
        reason: string;
      },
    ) {
      await db.insert(staffShiftVersions).values({
        shiftId: shift.id,
        version: shift.version,
        startedAt: shift.startedAt,
        endedAt: shift.endedAt,
        recordedById: shift.recordedById,
        recordedAt: shift.recordedAt,
        reason: shift.reason,
      });
      await db
        .update(staffShifts)
        .set({ ...next, version: shift.version + 1, openAtClosing: false })
        .where(eq(staffShifts.id, shift.id));
    },

    /** The versions a shift had before its current one, oldest first, with who recorded each. */
    versions(shiftId: string) {
      return keptVersionsOf(db, staffShiftVersions, staffShiftVersions.shiftId, shiftId, {
        startedAt: staffShiftVersions.startedAt,
        endedAt: staffShiftVersions.endedAt,
      });
    },

    recorderName(managerId: string) {
      return db
        .select({ name: managers.name })
        .from(managers)
        .where(eq(managers.id, managerId))
        .then((rows) => rows[0]?.name ?? '');
    },

    /** The centre's shifts from `from` to `to` (days they started on), by person then time. */
    shiftsBetween(centreId: string, from: string, to: string): Promise<ShiftRow[]> {
      return shiftsWithName(db)
        .where(
          and(
            eq(staffShifts.centreId, centreId),
            gte(staffShifts.localDate, from),
            lte(staffShifts.localDate, to),
          ),
        )
        .orderBy(asc(managers.name), asc(staffShifts.managerId), asc(staffShifts.startedAt));
    },

    /** A current person of the centre, or null. */
    personOfCentre(centreId: string, managerId: string) {
      return db
        .select({ id: managers.id, name: managers.name })
        .from(managers)
        .where(and(eq(managers.id, managerId), eq(managers.centreId, centreId), isNull(managers.deletedAt)))
        .then(rowOrNull);
    },

    centreName: async (centreId: string) => (await findCentre(db, centreId))?.name ?? null,

    /** Flags the centre's shifts still open at closing time on the day; answers how many. */
    async flagOpenAtClosing(centreId: string, day: string) {
      const rows = await db
        .update(staffShifts)
        .set({ openAtClosing: true })
        .where(
          and(
            eq(staffShifts.centreId, centreId),
            eq(staffShifts.localDate, day),
            isNull(staffShifts.endedAt),
            eq(staffShifts.openAtClosing, false),
          ),
        )
        .returning({ id: staffShifts.id });
      return rows.length;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type StaffAttendanceRepository = ReturnType<typeof createStaffAttendanceRepository>;
