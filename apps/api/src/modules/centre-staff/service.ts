import { type CentreManager, type CentreSettings, centreAccessLink } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { uuidPattern } from '../../http/uuid';
import { isFeatureEnabled } from '../config-flags/service';
import { generateCentrePassword } from './centre-password';
import { createCentreStaffRepository, inTransaction } from './repository';

const teacherNotFound = () => new AppError('NOT_FOUND', 'This teacher was not found.');
const nameTaken = () => new AppError('CONFLICT', 'A teacher with this name already exists.', 'name');

export function createCentreStaffService(
  ctx: Pick<AppContext, 'db' | 'cipher' | 'sessions' | 'clock' | 'config'>,
) {
  const repository = createCentreStaffRepository(ctx.db);
  const actor = (principal: ManagerPrincipal) => ({
    actorType: 'manager' as const,
    actorId: principal.managerId,
  });

  /** A current ordinary teacher of the head of centre's own centre; heads of centre are not edited here. */
  async function editableTeacher(principal: ManagerPrincipal, managerId: string) {
    const manager = uuidPattern.test(managerId)
      ? await repository.managerOfCentre(principal.centreId, managerId)
      : null;
    if (!manager) throw teacherNotFound();
    if (manager.superManager) {
      throw new AppError('FORBIDDEN', 'A head of centre cannot be renamed or deleted here.');
    }
    return manager;
  }

  async function settingsOf(centreId: string): Promise<CentreSettings> {
    const centre = await repository.centre(centreId);
    if (!centre?.passwordCiphertext) throw new AppError('NOT_FOUND', 'This centre has no password yet.');
    const password = ctx.cipher.decrypt(centre.passwordCiphertext);
    return {
      id: centre.id,
      password,
      lastUpdated: centre.passwordUpdatedAt?.toISOString() ?? null,
      accessLink: centreAccessLink(ctx.config.publicUrl, centre.id, password),
    };
  }

  return {
    /** Teacher management and the centre password exist only while hoc-login is on. */
    async assertTeacherManagementOn() {
      if (!(await isFeatureEnabled(ctx.db, 'hoc-login'))) {
        throw new AppError('FORBIDDEN', 'Teacher management is switched off.');
      }
    },

    listTeachers(principal: ManagerPrincipal): Promise<CentreManager[]> {
      return repository.teachersOf(principal.centreId);
    },

    async addTeacher(principal: ManagerPrincipal, name: string): Promise<CentreManager> {
      return inTransaction(ctx.db, async (tx) => {
        if (await tx.nameTaken(principal.centreId, name)) throw nameTaken();
        const teacher = await tx.createTeacher(principal.centreId, name);
        await tx.audit({
          ...actor(principal),
          action: 'manager.create',
          entityType: 'manager',
          entityId: teacher.id,
          details: { name },
        });
        return teacher;
      });
    },

    async renameTeacher(
      principal: ManagerPrincipal,
      managerId: string,
      name: string,
    ): Promise<CentreManager> {
      const teacher = await editableTeacher(principal, managerId);
      return inTransaction(ctx.db, async (tx) => {
        if (await tx.nameTaken(principal.centreId, name, teacher.id)) throw nameTaken();
        const renamed = await tx.rename(teacher.id, name);
        await tx.audit({
          ...actor(principal),
          action: 'manager.rename',
          entityType: 'manager',
          entityId: teacher.id,
          details: { from: teacher.name, to: name },
        });
        return renamed;
      });
    },

    /** Soft delete (their check-ins keep a recorder) and an immediate sign-out everywhere. */
    async deleteTeacher(principal: ManagerPrincipal, managerId: string): Promise<void> {
      const teacher = await editableTeacher(principal, managerId);
      await inTransaction(ctx.db, async (tx) => {
        await tx.softDelete(teacher.id, ctx.clock());
        await tx.audit({
          ...actor(principal),
          action: 'manager.delete',
          entityType: 'manager',
          entityId: teacher.id,
          details: { name: teacher.name },
        });
      });
      await ctx.sessions.revokeManagers([teacher.id]);
    },

    settings(principal: ManagerPrincipal): Promise<CentreSettings> {
      return settingsOf(principal.centreId);
    },

    /**
     * A new random centre password, stored sealed; every other manager of the centre is signed out
     * (the head of centre who asked stays in). The password itself never reaches the audit log.
     */
    async newCentrePassword(principal: ManagerPrincipal): Promise<CentreSettings> {
      const password = generateCentrePassword();
      await inTransaction(ctx.db, async (tx) => {
        await tx.setCentrePassword(principal.centreId, ctx.cipher.encrypt(password), ctx.clock());
        await tx.audit({
          ...actor(principal),
          action: 'centre.password.regenerate',
          entityType: 'centre',
          entityId: principal.centreId,
          details: null,
        });
      });
      await ctx.sessions.revokeManagers(
        await repository.otherManagerIds(principal.centreId, principal.managerId),
      );
      return settingsOf(principal.centreId);
    },
  };
}
