import {
  type ClockDirection,
  type ClockEntry,
  captureTimeMessages,
  captureTimeProblem,
  kualaLumpurDay,
  type MessageKey,
  message,
  type OwnClockBody,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { createRatioUpkeep } from '../ratios';
import { createStaffAttendanceRepository, type ShiftRow } from './repository';
import { shiftAnswer } from './shift-answer';

const refused = (key: MessageKey, field: string) => new AppError('CONFLICT', message(key), field);

/** Who clocks, where, and since when the phone that sends it speaks for them. */
export type Clocker = { centreId: string; managerId: string; signedSince: Date | null };

/**
 * Clock-ins and clock-outs (decision 130), from the door phone with a PIN or from a signed-in
 * phone. A clock-in opens the person's shift of the capture's Kuala Lumpur day, a clock-out closes
 * it; a resend of the same `clientRequestId` answers the first recording. The ratio of the centre's
 * day is settled after each (decision 131).
 */
export function createClockService(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const repository = createStaffAttendanceRepository(ctx.db);
  const upkeep = createRatioUpkeep(ctx);

  /** The answer to a request id already recorded: the same shift, unless another person's. */
  function sentAgain(stored: ShiftRow, managerId: string, requestId: string): ClockEntry {
    if (stored.managerId !== managerId)
      throw refused('staffAttendance.requestIdOtherPerson', 'clientRequestId');
    const direction: ClockDirection = stored.inRequestId === requestId ? 'IN' : 'OUT';
    return { direction, shift: shiftAnswer(stored), replayed: true };
  }

  async function write(clocker: Clocker, fields: OwnClockBody, capturedAt: Date, now: Date) {
    const day = kualaLumpurDay(capturedAt);
    const open = await repository.openShift(clocker.managerId, day);
    if (fields.direction === 'IN') {
      if (open) throw refused('staffAttendance.alreadyClockedIn', 'direction');
      const { id } = await repository.insert({
        centreId: clocker.centreId,
        managerId: clocker.managerId,
        localDate: day,
        startedAt: capturedAt,
        inRequestId: fields.clientRequestId,
        recordedById: clocker.managerId,
        recordedAt: now,
      });
      return { id, day };
    }
    if (!open) throw refused('staffAttendance.notClockedIn', 'direction');
    if (capturedAt.getTime() <= open.startedAt.getTime())
      throw refused('staffAttendance.outBeforeIn', 'capturedAt');
    if (!(await repository.close(open.id, capturedAt, fields.clientRequestId))) {
      throw refused('staffAttendance.notClockedIn', 'direction');
    }
    return { id: open.id, day };
  }

  return {
    async clock(clocker: Clocker, fields: OwnClockBody, log: FollowUpLog): Promise<ClockEntry> {
      const sent = await repository.byRequestId(clocker.centreId, fields.clientRequestId);
      if (sent) return sentAgain(sent, clocker.managerId, fields.clientRequestId);
      const now = ctx.clock();
      const capturedAt = new Date(fields.capturedAt);
      // At the door the PIN proves the person when the entry arrives: no session bounds its time.
      const problem = captureTimeProblem(capturedAt, now, clocker.signedSince ?? capturedAt);
      if (problem) throw new AppError('VALIDATION_FAILED', captureTimeMessages.clock[problem], 'capturedAt');
      let written: { id: string; day: string };
      try {
        written = await write(clocker, fields, capturedAt, now);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same entry sent twice at once: the copy that lost answers the one stored.
        const stored = await repository.byRequestId(clocker.centreId, fields.clientRequestId);
        if (stored) return sentAgain(stored, clocker.managerId, fields.clientRequestId);
        throw refused('staffAttendance.alreadyClockedIn', 'direction');
      }
      await upkeep.afterChange(clocker.centreId, written.day, log);
      const shift = await repository.shift(clocker.centreId, written.id);
      if (!shift) throw new Error('a shift just written was not found');
      return { direction: fields.direction, shift: shiftAnswer(shift), replayed: false };
    },
  };
}
export type ClockService = ReturnType<typeof createClockService>;
