import type { CentreManager } from '@cic/contract';
import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createCentreStaffRepository } from './repository';

export type RosterActor = { actorType: 'admin' | 'manager'; actorId: string };
type Teacher = { id: string; name: string; superManager: boolean };

const nameTaken = () => new AppError('CONFLICT', message('centre.teacherNameTaken'), 'name');

/**
 * A centre's teachers as both a head of centre and an admin change them: names unique in the
 * centre, soft delete (check-ins keep their recorder) with an immediate sign-out, and an audit row
 * per change. Who may change whom is the caller's rule.
 */
export function createTeacherRoster(ctx: Pick<AppContext, 'db' | 'sessions' | 'clock'>) {
  const repository = createCentreStaffRepository(ctx.db);

  return {
    /** A current manager of the centre, or null. */
    find(centreId: string, managerId: string): Promise<Teacher | null> {
      return repository.managerOfCentre(centreId, managerId);
    },

    add(actor: RosterActor, centreId: string, name: string): Promise<CentreManager> {
      return inTransaction(ctx.db, createCentreStaffRepository, async (tx) => {
        if (await tx.nameTaken(centreId, name)) throw nameTaken();
        const teacher = await tx.createTeacher(centreId, name);
        await tx.audit({
          ...actor,
          action: 'manager.create',
          entityType: 'manager',
          entityId: teacher.id,
          details: { centreId, name },
        });
        return teacher;
      });
    },

    rename(actor: RosterActor, centreId: string, teacher: Teacher, name: string): Promise<CentreManager> {
      return inTransaction(ctx.db, createCentreStaffRepository, async (tx) => {
        if (await tx.nameTaken(centreId, name, teacher.id)) throw nameTaken();
        const renamed = await tx.rename(teacher.id, name);
        await tx.audit({
          ...actor,
          action: 'manager.rename',
          entityType: 'manager',
          entityId: teacher.id,
          details: { centreId, from: teacher.name, to: name },
        });
        return renamed;
      });
    },

    async remove(actor: RosterActor, centreId: string, teacher: Teacher): Promise<void> {
      await inTransaction(ctx.db, createCentreStaffRepository, async (tx) => {
        await tx.softDelete(teacher.id, ctx.clock());
        await tx.audit({
          ...actor,
          action: 'manager.delete',
          entityType: 'manager',
          entityId: teacher.id,
          details: { centreId, name: teacher.name },
        });
      });
      await ctx.sessions.revokeManagers([teacher.id]);
    },
  };
}
