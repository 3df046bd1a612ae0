import {
  type CentreManager,
  type CentreSettings,
  type CentreStaffMember,
  centreAccessLink,
  message,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import { isFeatureEnabled } from '../config-flags';
import { createTeacherPinsService } from '../teacher-pins';
import { generateCentrePassword } from './centre-password';
import { createCentreStaffRepository } from './repository';
import { createTeacherRoster } from './teacher-roster';

const teacherNotFound = () => new AppError('NOT_FOUND', message('centre.teacherNotFound'));

export function createCentreStaffService(
  ctx: Pick<AppContext, 'db' | 'cipher' | 'sessions' | 'clock' | 'config'>,
) {
  const repository = createCentreStaffRepository(ctx.db);
  const roster = createTeacherRoster(ctx);
  const pins = createTeacherPinsService(ctx);
  const actor = (principal: ManagerPrincipal) => ({
    actorType: 'manager' as const,
    actorId: principal.managerId,
  });

  /** A current ordinary teacher of the head of centre's own centre; heads of centre are not edited here. */
  async function editableTeacher(principal: ManagerPrincipal, managerId: string) {
    const manager = await roster.find(principal.centreId, managerId);
    if (!manager) throw teacherNotFound();
    if (manager.superManager) {
      throw new AppError('FORBIDDEN', message('centre.headNotHere'));
    }
    return manager;
  }

  async function settingsOf(centreId: string): Promise<CentreSettings> {
    const centre = await repository.centre(centreId);
    if (!centre?.passwordCiphertext) throw new AppError('NOT_FOUND', message('centre.noPassword'));
    const password = ctx.cipher.decrypt(centre.passwordCiphertext);
    return {
      id: centre.id,
      password,
      lastUpdated: centre.passwordUpdatedAt?.toISOString() ?? null,
      accessLink: centreAccessLink(ctx.config.publicUrl, centre.id, password),
      idleMinutes: centre.idleMinutes,
    };
  }

  return {
    /** Teacher management and the centre password exist only while hoc-login is on. */
    async assertTeacherManagementOn() {
      if (!(await isFeatureEnabled(ctx.db, 'hoc-login'))) {
        throw new AppError('FORBIDDEN', message('centre.teachersSwitchedOff'));
      }
    },

    /**
     * The list of teachers also serves Teacher PINs (decision 084): with hoc-login off the head of
     * centre still gives each teacher a first PIN, or no teacher could sign in. The names are what
     * the centre login already shows.
     */
    async assertTeacherListOn() {
      const [management, pins] = await Promise.all([
        isFeatureEnabled(ctx.db, 'hoc-login'),
        isFeatureEnabled(ctx.db, 'teacher-pins'),
      ]);
      if (!management && !pins) throw new AppError('FORBIDDEN', message('centre.teachersSwitchedOff'));
    },

    /** The centre's people, each with their wrong PINs and waits (decision 091). */
    async listTeachers(principal: ManagerPrincipal): Promise<CentreStaffMember[]> {
      const people = await repository.teachersOf(principal.centreId);
      const states = await pins.pinStatesOf(people.map((person) => person.id));
      return people.map((person) => ({
        ...person,
        pinState: states.get(person.id) ?? { failures: 0, locks: [] },
      }));
    },

    addTeacher(principal: ManagerPrincipal, name: string): Promise<CentreManager> {
      return roster.add(actor(principal), principal.centreId, name);
    },

    async renameTeacher(
      principal: ManagerPrincipal,
      managerId: string,
      name: string,
    ): Promise<CentreManager> {
      return roster.rename(
        actor(principal),
        principal.centreId,
        await editableTeacher(principal, managerId),
        name,
      );
    },

    async deleteTeacher(principal: ManagerPrincipal, managerId: string): Promise<void> {
      await roster.remove(actor(principal), principal.centreId, await editableTeacher(principal, managerId));
    },

    settings(principal: ManagerPrincipal): Promise<CentreSettings> {
      return settingsOf(principal.centreId);
    },

    /**
     * A new random centre password, stored sealed; every other manager of the centre and every
     * device signed in to it are signed out (the head of centre who asked stays in). The password itself never reaches the audit log.
     */
    async newCentrePassword(principal: ManagerPrincipal): Promise<CentreSettings> {
      const password = generateCentrePassword();
      await inTransaction(ctx.db, createCentreStaffRepository, async (tx) => {
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
      // The devices signed in with the old password ask for the new one (decision 084).
      await pins.endDevicesOf(principal.centreId);
      return settingsOf(principal.centreId);
    },
  };
}
