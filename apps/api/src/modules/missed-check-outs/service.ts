import {
  kualaLumpurDay,
  kualaLumpurInstant,
  type MissedCheckOutBody,
  type MissedCheckOutRecorded,
  message,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { createMissedCheckOutsRepository } from './repository';

const checkedOutThatDay = () => new AppError('CONFLICT', message('checkIns.checkedOutThatDay'), 'day');

export function createMissedCheckOutsService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return {
    /**
     * The head of centre records when a child left on an earlier day nobody checked them out
     * (decision 095): a check-out on that Kuala Lumpur day, after its check-in, without a photo,
     * marked as recorded afterwards and audited. Overtime reports charge it like any check-out;
     * today's check-out is the door's, with its photo.
     */
    async record(
      principal: ManagerPrincipal,
      childId: string,
      body: MissedCheckOutBody,
    ): Promise<MissedCheckOutRecorded> {
      // Every time of an earlier day is in the past: the day is the one bound on "not in the future".
      if (body.day >= kualaLumpurDay(ctx.clock())) {
        throw new AppError('VALIDATION_FAILED', message('checkIns.missedCheckOutEarlierDay'), 'day');
      }
      try {
        return await inTransaction(ctx.db, createMissedCheckOutsRepository, async (tx) => {
          const child = await tx.dayOfChild(principal.centreId, childId, body.day);
          if (!child) throw new AppError('NOT_FOUND', message('checkIns.studentNotFound'));
          if (!child.checkIn) throw new AppError('CONFLICT', message('checkIns.noOpenCheckIn'), 'day');
          if (child.checkedOut) throw checkedOutThatDay();
          const leftAt = kualaLumpurInstant(body.day, body.time);
          if (leftAt.getTime() <= child.checkIn.recordedAt.getTime()) {
            throw new AppError('VALIDATION_FAILED', message('checkIns.missedCheckOutBeforeCheckIn'), 'time');
          }
          const row = await tx.insert({
            childId: child.id,
            centreId: principal.centreId,
            recordedAt: leftAt,
            localDate: body.day,
            recordedById: principal.managerId,
            // The package of that day's check-in: the overtime rules of the day apply.
            packageId: child.checkIn.packageId,
          });
          await tx.audit({
            actorType: 'manager',
            actorId: principal.managerId,
            action: 'check-in.missed-check-out',
            entityType: 'check_in',
            entityId: row.id,
            details: { childId: child.id, checkInId: child.checkIn.id, day: body.day, time: body.time },
          });
          return { id: row.id, time: row.recordedAt.toISOString(), recordedAfterwards: true as const };
        });
      } catch (error) {
        // A check-out of that day arrived meanwhile (a phone sending a record it kept offline).
        if (isUniqueViolation(error)) throw checkedOutThatDay();
        throw error;
      }
    },
  };
}
