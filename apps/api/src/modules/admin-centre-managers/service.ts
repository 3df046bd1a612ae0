import type { CentreManager } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { uuidPattern } from '../../http/uuid';
import { createAdminCheckInsRepository } from '../admin-check-ins/repository';
import { centreNotFound } from '../admin-check-ins/service';
import { createCentreStaffRepository, inTransaction } from '../centre-staff/repository';

const managerNotFound = () => new AppError('NOT_FOUND', 'This teacher was not found.');
const nameTaken = () => new AppError('CONFLICT', 'A teacher with this name already exists.', 'name');

/**
 * An admin's teacher management for any centre: the same rules and queries as the head of
 * centre's (centre-staff): names unique in the centre, soft delete with an immediate sign-out,
 * an audit row per change; the head of centre's own row is not edited here (409).
 */
export function createAdminCentreManagersService(ctx: Pick<AppContext, 'db' | 'sessions' | 'clock'>) {
  const repository = createCentreStaffRepository(ctx.db);
  const centres = createAdminCheckInsRepository(ctx.db);
  const actor = (principal: AdminPrincipal) => ({ actorType: 'admin' as const, actorId: principal.adminId });

  async function activeCentre(centreId: string) {
    const centre = uuidPattern.test(centreId) ? await centres.centre(centreId) : null;
    if (!centre) throw centreNotFound();
    if (!centre.activatedAt) {
      throw new AppError('CONFLICT', 'Activate this centre before adding teachers.');
    }
    return centre.id;
  }

  async function editableManager(centreId: string, managerId: string) {
    const manager = uuidPattern.test(managerId)
      ? await repository.managerOfCentre(centreId, managerId)
      : null;
    if (!manager) throw managerNotFound();
    if (manager.superManager) {
      throw new AppError('CONFLICT', 'The head of centre cannot be edited or deleted.');
    }
    return manager;
  }

  return {
    async add(principal: AdminPrincipal, centreId: string, name: string): Promise<CentreManager> {
      const centre = await activeCentre(centreId);
      return inTransaction(ctx.db, async (tx) => {
        if (await tx.nameTaken(centre, name)) throw nameTaken();
        const manager = await tx.createTeacher(centre, name);
        await tx.audit({
          ...actor(principal),
          action: 'manager.create',
          entityType: 'manager',
          entityId: manager.id,
          details: { centreId: centre, name },
        });
        return manager;
      });
    },

    async rename(
      principal: AdminPrincipal,
      centreId: string,
      managerId: string,
      name: string,
    ): Promise<CentreManager> {
      const centre = await activeCentre(centreId);
      const manager = await editableManager(centre, managerId);
      return inTransaction(ctx.db, async (tx) => {
        if (await tx.nameTaken(centre, name, manager.id)) throw nameTaken();
        const renamed = await tx.rename(manager.id, name);
        await tx.audit({
          ...actor(principal),
          action: 'manager.rename',
          entityType: 'manager',
          entityId: manager.id,
          details: { centreId: centre, from: manager.name, to: name },
        });
        return renamed;
      });
    },

    /** Soft delete (their check-ins keep a recorder) and an immediate sign-out everywhere. */
    async remove(principal: AdminPrincipal, centreId: string, managerId: string): Promise<void> {
      const centre = await activeCentre(centreId);
      const manager = await editableManager(centre, managerId);
      await inTransaction(ctx.db, async (tx) => {
        await tx.softDelete(manager.id, ctx.clock());
        await tx.audit({
          ...actor(principal),
          action: 'manager.delete',
          entityType: 'manager',
          entityId: manager.id,
          details: { centreId: centre, name: manager.name },
        });
      });
      await ctx.sessions.revokeManagers([manager.id]);
    },
  };
}
