import {
  captureClockSkewMs,
  kualaLumpurDay,
  type MissedShiftBody,
  message,
  type Shift,
  type ShiftCorrectionBody,
  type ShiftVersion,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { createRatioUpkeep } from '../ratios';
import { createStaffAttendanceRepository, type StaffAttendanceRepository } from './repository';
import { shiftAnswer } from './shift-answer';

const shiftNotFound = () => new AppError('NOT_FOUND', message('staffAttendance.shiftNotFound'));
const overlaps = () => new AppError('CONFLICT', message('staffAttendance.shiftOverlaps'), 'endedAt');

/** Times set by the head of centre: none ahead of the server's clock (beyond a phone's skew). */
function timesOf(body: { startedAt: string; endedAt: string | null }, now: Date) {
  const startedAt = new Date(body.startedAt);
  const endedAt = body.endedAt ? new Date(body.endedAt) : null;
  const latest = now.getTime() + captureClockSkewMs;
  if (startedAt.getTime() > latest)
    throw new AppError('VALIDATION_FAILED', message('staffAttendance.inFuture'), 'startedAt');
  if (endedAt && endedAt.getTime() > latest) {
    throw new AppError('VALIDATION_FAILED', message('staffAttendance.inFuture'), 'endedAt');
  }
  return { startedAt, endedAt, localDate: kualaLumpurDay(startedAt) };
}

/** A write that meets the one-open-shift-a-day key is an overlap, in the person's words. */
async function orOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw overlaps();
    throw error;
  }
}

/**
 * The head of centre's side of shifts (decision 130): a day's shifts, a correction of a missed or
 * wrong clock entry with a reason (the version before is kept, the change audited), a shift nobody
 * clocked, and a shift's versions. The ratio of each day touched is settled after.
 */
export function createShiftsService(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const repository = createStaffAttendanceRepository(ctx.db);
  const upkeep = createRatioUpkeep(ctx);

  async function answer(centreId: string, shiftId: string): Promise<Shift> {
    const row = await repository.shift(centreId, shiftId);
    if (!row) throw shiftNotFound();
    return shiftAnswer(row);
  }

  const audited = (
    tx: StaffAttendanceRepository,
    principal: ManagerPrincipal,
    action: string,
    shiftId: string,
    details: object,
  ) =>
    tx.audit({
      actorType: 'manager',
      actorId: principal.managerId,
      action,
      entityType: 'staff_shift',
      entityId: shiftId,
      details: details as Record<string, unknown>,
    });

  return {
    async day(principal: ManagerPrincipal, date: string | undefined): Promise<Shift[]> {
      const day = date ?? kualaLumpurDay(ctx.clock());
      return (await repository.shiftsBetween(principal.centreId, day, day)).map(shiftAnswer);
    },

    async correct(principal: ManagerPrincipal, shiftId: string, body: ShiftCorrectionBody, log: FollowUpLog) {
      const shift = await repository.shift(principal.centreId, shiftId);
      if (!shift) throw shiftNotFound();
      const now = ctx.clock();
      const times = timesOf(body, now);
      await orOverlap(() =>
        inTransaction(ctx.db, createStaffAttendanceRepository, async (tx) => {
          await tx.correct(shift, {
            ...times,
            recordedById: principal.managerId,
            recordedAt: now,
            reason: body.reason,
          });
          await audited(tx, principal, 'staff-shift.correct', shift.id, {
            managerId: shift.managerId,
            version: shift.version + 1,
            from: { startedAt: shift.startedAt.toISOString(), endedAt: shift.endedAt?.toISOString() ?? null },
            to: { startedAt: times.startedAt.toISOString(), endedAt: times.endedAt?.toISOString() ?? null },
          });
        }),
      );
      for (const day of new Set([shift.localDate, times.localDate])) {
        await upkeep.afterChange(principal.centreId, day, log);
      }
      return answer(principal.centreId, shift.id);
    },

    async addMissed(principal: ManagerPrincipal, body: MissedShiftBody, log: FollowUpLog) {
      const person = await repository.personOfCentre(principal.centreId, body.managerId);
      if (!person) throw new AppError('NOT_FOUND', message('centre.teacherNotFound'), 'managerId');
      const now = ctx.clock();
      const times = timesOf(body, now);
      const { id } = await orOverlap(() =>
        inTransaction(ctx.db, createStaffAttendanceRepository, async (tx) => {
          const created = await tx.insert({
            centreId: principal.centreId,
            managerId: person.id,
            ...times,
            recordedById: principal.managerId,
            recordedAt: now,
            reason: body.reason,
          });
          await audited(tx, principal, 'staff-shift.add', created.id, {
            managerId: person.id,
            startedAt: times.startedAt.toISOString(),
            endedAt: times.endedAt?.toISOString() ?? null,
          });
          return created;
        }),
      );
      await upkeep.afterChange(principal.centreId, times.localDate, log);
      return answer(principal.centreId, id);
    },

    /** Every version of a shift, oldest first, the current one last. */
    async versions(principal: ManagerPrincipal, shiftId: string): Promise<ShiftVersion[]> {
      const shift = await repository.shift(principal.centreId, shiftId);
      if (!shift) throw shiftNotFound();
      const earlier = await repository.versions(shift.id);
      const current = { ...shift, recordedByName: await repository.recorderName(shift.recordedById) };
      return [...earlier, current].map((version) => ({
        version: version.version,
        startedAt: version.startedAt.toISOString(),
        endedAt: version.endedAt?.toISOString() ?? null,
        recordedBy: version.recordedByName,
        recordedAt: version.recordedAt.toISOString(),
        reason: version.reason,
      }));
    },
  };
}

/** The closing-time check flags the shifts still open at the centre that day (decision 130). */
export const flagShiftsOpenAtClosing = (ctx: Pick<AppContext, 'db'>, centreId: string, day: string) =>
  createStaffAttendanceRepository(ctx.db).flagOpenAtClosing(centreId, day);
