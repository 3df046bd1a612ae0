import type { SessionToken } from '@cic/contract';
import type { AuditEntry } from '../../db/audit';
import type { SessionOpenedWith } from '../../db/schema/enums';
import type { Principal } from '../../http/principal';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens';
import type { SessionRepository, SessionSubject } from './repository';

const day = 24 * 60 * 60 * 1000;
/** Parents stay signed in on their own phone; staff devices are shared, so their sessions are shorter. */
export const sessionLifetimeMs = { parent: 90 * day, manager: 14 * day, admin: 7 * day } as const;

function subjectOf(principal: Principal): SessionSubject {
  if (principal.role === 'parent') return { subjectType: 'parent', parentId: principal.parentId };
  if (principal.role === 'admin') return { subjectType: 'admin', adminId: principal.adminId };
  return { subjectType: 'manager', managerId: principal.managerId };
}

/**
 * Who ended their sessions. The audit actor types have no parent, so a parent's own request is
 * written as a system action on that parent (decision 024).
 */
function signOutEverywhereAudit(subject: SessionSubject, endedSessions: number): AuditEntry {
  const entry = { action: 'sessions.revoke-all', details: { endedSessions } };
  if (subject.subjectType === 'parent') {
    return { ...entry, actorType: 'system', actorId: null, entityType: 'parent', entityId: subject.parentId };
  }
  if (subject.subjectType === 'manager') {
    const id = subject.managerId;
    return { ...entry, actorType: 'manager', actorId: id, entityType: 'manager', entityId: id };
  }
  return {
    ...entry,
    actorType: 'admin',
    actorId: subject.adminId,
    entityType: 'admin',
    entityId: subject.adminId,
  };
}

export function createSessionService(repository: SessionRepository, clock: () => Date = () => new Date()) {
  return {
    /** Issues a new opaque token; only its hash is stored, with how the session was opened. The web's cookie ends at `expiresAt`. */
    async issue(subject: SessionSubject, openedWith?: SessionOpenedWith): Promise<SessionToken> {
      const token = newSessionToken();
      const expiresAt = new Date(clock().getTime() + sessionLifetimeMs[subject.subjectType]);
      await repository.insert(hashSessionToken(token), subject, expiresAt, openedWith);
      return { token, expiresAt: expiresAt.toISOString() };
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

    /**
     * "Sign out of all devices": ends every session of the caller's account, this one included
     * (for a teacher or head of centre, every session of that staff member). Returns how many ended.
     */
    revokeEverywhere(principal: Principal): Promise<number> {
      const subject = subjectOf(principal);
      return repository.deleteAllOf(subject, (endedSessions) =>
        signOutEverywhereAudit(subject, endedSessions),
      );
    },

    /** Signs teachers out at once: a deleted teacher, or a new centre password. */
    revokeManagers(managerIds: string[]) {
      return repository.deleteForManagers(managerIds);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
