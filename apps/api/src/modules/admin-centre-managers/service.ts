import type { CentreManager } from '@cic/contract';
import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { createAdminCheckInsRepository } from '../admin-check-ins';
import { createTeacherRoster } from '../centre-staff';

const managerNotFound = () => new AppError('NOT_FOUND', message('centre.teacherNotFound'));

/**
 * An admin's teacher management for any activated centre, on the same roster rules as the head of
 * centre's (centre-staff/teacher-roster); the head of centre's own row is not edited here (409).
 */
export function createAdminCentreManagersService(ctx: Pick<AppContext, 'db' | 'sessions' | 'clock'>) {
  const roster = createTeacherRoster(ctx);
  const centres = createAdminCheckInsRepository(ctx.db);

  async function activeCentre(centreId: string) {
    const centre = await centres.centre(centreId);
    if (!centre) throw centreNotFound();
    if (!centre.activatedAt) {
      throw new AppError('CONFLICT', message('centre.activateFirst'));
    }
    return centre.id;
  }

  async function editableManager(centreId: string, managerId: string) {
    const manager = await roster.find(centreId, managerId);
    if (!manager) throw managerNotFound();
    if (manager.superManager) {
      throw new AppError('CONFLICT', message('centre.headUneditable'));
    }
    return manager;
  }

  return {
    async add(principal: AdminPrincipal, centreId: string, name: string): Promise<CentreManager> {
      return roster.add(adminActor(principal), await activeCentre(centreId), name);
    },

    async rename(
      principal: AdminPrincipal,
      centreId: string,
      managerId: string,
      name: string,
    ): Promise<CentreManager> {
      const centre = await activeCentre(centreId);
      return roster.rename(adminActor(principal), centre, await editableManager(centre, managerId), name);
    },

    async remove(principal: AdminPrincipal, centreId: string, managerId: string): Promise<void> {
      const centre = await activeCentre(centreId);
      await roster.remove(adminActor(principal), centre, await editableManager(centre, managerId));
    },
  };
}
