import type { SessionOpenedWith } from '../../db/schema/enums';
import type { Principal } from '../../http/principal';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens';
import type { SessionRepository, SessionSubject } from './repository';

const day = 24 * 60 * 60 * 1000;
/** Parents stay signed in on their own phone; staff devices are shared, so their sessions are shorter. */
export const sessionLifetimeMs = { parent: 90 * day, manager: 14 * day, admin: 7 * day } as const;

export function createSessionService(repository: SessionRepository, clock: () => Date = () => new Date()) {
  return {
    /** Issues a new opaque token; only its hash is stored, with how the session was opened. */
    async issue(
      subject: SessionSubject,
      openedWith?: SessionOpenedWith,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const expiresAt = new Date(clock().getTime() + sessionLifetimeMs[subject.subjectType]);
      await repository.insert(hashSessionToken(token), subject, expiresAt, openedWith);
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<Principal | null> {
      const row = await repository.findLive(hashSessionToken(token), clock());
      if (!row) return null;
      if (row.subjectType === 'parent' && row.parentId && row.parentEmail) {
        return { role: 'parent', sessionId: row.sessionId, parentId: row.parentId, email: row.parentEmail };
      }
      if (row.subjectType === 'manager' && row.managerId && row.managerCentreId && row.managerName !== null) {
        return {
          role: row.managerIsSuper ? 'super manager' : 'teacher',
          sessionId: row.sessionId,
          managerId: row.managerId,
          centreId: row.managerCentreId,
          name: row.managerName,
        };
      }
      if (row.subjectType === 'admin' && row.adminId && row.adminEmail) {
        const modules = await repository.enabledModuleKeys(row.adminId);
        return {
          role: 'admin',
          sessionId: row.sessionId,
          adminId: row.adminId,
          email: row.adminEmail,
          modules,
        };
      }
      return null;
    },

    revoke(principal: Principal) {
      return repository.deleteById(principal.sessionId);
    },

    /** Signs teachers out at once: a deleted teacher, or a new centre password. */
    revokeManagers(managerIds: string[]) {
      return repository.deleteForManagers(managerIds);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
