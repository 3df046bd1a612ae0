import {
  type Absence,
  type AbsenceForm,
  absenceLatestFirstDay,
  absenceNotFound,
  kualaLumpurDay,
  message,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createAbsencesRepository } from './repository';

const childNotFound = () => new AppError('NOT_FOUND', message('pickup.childNotFound'));

type AbsenceRow = Pick<Absence, 'id' | 'from' | 'to' | 'reason' | 'note'>;

/** A report can be withdrawn until its first day starts in Kuala Lumpur (decision 078). */
const present = (row: AbsenceRow, today: string): Absence => ({ ...row, withdrawable: row.from > today });

export function createAbsencesService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createAbsencesRepository(ctx.db);

  async function ownChild(parentId: string, childId: string) {
    if (!(await repository.isParentsChild(parentId, childId))) throw childNotFound();
  }

  return {
    /** The child's reports of today and later. */
    async list(parentId: string, childId: string): Promise<Absence[]> {
      await ownChild(parentId, childId);
      const today = kualaLumpurDay(ctx.clock());
      return (await repository.endingFrom(childId, today)).map((row) => present(row, today));
    },

    /**
     * Reports an absence from today to a year on; refused when it shares a day with another report
     * of the child.
     */
    async report(parentId: string, childId: string, form: AbsenceForm): Promise<Absence> {
      const today = kualaLumpurDay(ctx.clock());
      if (form.from < today) throw new AppError('VALIDATION_FAILED', message('absences.fromInPast'), 'from');
      if (form.from > absenceLatestFirstDay(today)) {
        throw new AppError('VALIDATION_FAILED', message('absences.fromTooFar'), 'from');
      }
      const row = await inTransaction(ctx.db, createAbsencesRepository, async (tx) => {
        if (!(await tx.isParentsChild(parentId, childId, true))) throw childNotFound();
        if (await tx.overlaps(childId, form.from, form.to)) {
          throw new AppError('CONFLICT', message('absences.overlaps'), 'from');
        }
        return tx.insert({
          childId,
          firstDay: form.from,
          lastDay: form.to,
          reason: form.reason,
          note: form.note ? form.note : null,
          reportedByParentId: parentId,
        });
      });
      return present(row, today);
    },

    /** Withdraws a report whose first day has not started; one under way stays as reported. */
    async withdraw(parentId: string, childId: string, absenceId: string) {
      await ownChild(parentId, childId);
      const today = kualaLumpurDay(ctx.clock());
      if (await repository.deleteBefore(childId, absenceId, today)) return;
      if (await repository.find(childId, absenceId)) {
        throw new AppError('CONFLICT', message('absences.alreadyStarted'));
      }
      throw new AppError('NOT_FOUND', absenceNotFound);
    },
  };
}
