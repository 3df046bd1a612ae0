import type { AdminModule, AdminPermissions } from '@cic/contract';
import { message } from '@cic/contract';
import { adminActor } from '../../db/audit';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import type { SessionService } from '../sessions';
import { createAdminPermissionsRepository } from './repository';

const adminNotFound = () => new AppError('NOT_FOUND', message('admin.adminNotFound'));

/**
 * `settle` answers once every API process has dropped the sessions it cached (decision 044), so
 * an admin whose modules changed is refused on their very next request, whichever process serves it.
 */
export function createAdminPermissionsService({
  db,
  sessions,
}: {
  db: Db;
  sessions: Pick<SessionService, 'settle'>;
}) {
  const repository = createAdminPermissionsRepository(db);

  return {
    listModules(): Promise<AdminModule[]> {
      return repository.modules();
    },

    listAdmins(search?: string): Promise<AdminPermissions[]> {
      return repository.adminsWithModules({ search: search || undefined });
    },

    async getAdmin(adminId: string): Promise<AdminPermissions> {
      const [admin] = await repository.adminsWithModules({ adminId });
      if (!admin) throw adminNotFound();
      return admin;
    },

    /**
     * Replaces an admin's modules with `moduleIds`, in that order. Only enabled modules may be
     * granted, and the Settings module cannot be taken from the last admin who holds it (the lock
     * keeps two admins from taking it from each other at the same time).
     */
    async updateModules(principal: AdminPrincipal, adminId: string, moduleIds: string[]) {
      if (new Set(moduleIds).size !== moduleIds.length) {
        throw new AppError('VALIDATION_FAILED', message('admin.moduleOnce'), 'modules');
      }
      await inTransaction(db, createAdminPermissionsRepository, async (tx) => {
        await tx.lockPermissions();
        if (!(await tx.adminExists(adminId))) throw adminNotFound();
        const known = new Map((await tx.modulesByIds(moduleIds)).map((module) => [module.id, module]));
        const granted = moduleIds.map((id) => known.get(id));
        if (granted.some((module) => !module?.isEnabled)) {
          throw new AppError('VALIDATION_FAILED', message('admin.onlyEnabledModules'), 'modules');
        }
        const keys = granted.flatMap((module) => (module ? [module.key] : []));
        const before = await tx.grantedKeys(adminId);
        if (
          before.includes('SETTINGS') &&
          !keys.includes('SETTINGS') &&
          (await tx.otherHolders('SETTINGS', adminId)) === 0
        ) {
          throw new AppError('CONFLICT', message('admin.keepSettings'));
        }
        await tx.replaceModules(adminId, moduleIds);
        await tx.audit({
          ...adminActor(principal),
          action: 'admin.permissions.update',
          entityType: 'admin',
          entityId: adminId,
          details: { from: before, to: keys },
        });
      });
      await sessions.settle();
      const [admin] = await repository.adminsWithModules({ adminId });
      if (!admin) throw adminNotFound();
      return admin;
    },
  };
}
