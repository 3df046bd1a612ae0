import { randomUUID } from 'node:crypto';
import type { SessionToken } from '@cic/contract';
import type { AuditEntry } from '../../db/audit';
import type { Subscription } from '../../db/client';
import type { SessionOpenedWith } from '../../db/schema/enums';
import type { Principal } from '../../http/principal';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens';
import type { SessionRepository, SessionSubject } from './repository';
import { createSessionCache, type SessionCacheOptions, subjectKeyOf } from './session-cache';

const day = 24 * 60 * 60 * 1000;
/** Parents stay signed in on their own phone; staff devices are shared, so their sessions are shorter. */
export const sessionLifetimeMs = { parent: 90 * day, manager: 14 * day, admin: 7 * day } as const;
/**
 * A teacher session opened with a PIN on a shared device: the device forgets it after a few idle
 * minutes, but the server keeps it for a working day so records queued offline under it still
 * arrive (decision 084).
 */
export const pinSessionLifetimeMs = 12 * 60 * 60 * 1000;

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

/** The channel migration 0006's triggers notify on. */
export const sessionChangesChannel = 'session_changes';

/** Follows the database's session change notices (migration 0006) until the subscription is lost. */
export type SessionChanges = (
  onNotice: (notice: string) => void,
  onLost: () => void,
) => Promise<Subscription>;

/** A lost subscription is tried again by the first request after this long, never by a timer. */
const resubscribeAfterMs = 5_000;
/** The longest a revocation waits for the other processes to acknowledge it before answering anyway. */
const settleTimeoutMs = 1_000;

/**
 * Issues, resolves and revokes sessions. With `changes`, resolved sessions are kept in a short
 * in-process cache that every change notice evicts from (decision 044), once `follow` has run.
 */
export function createSessionService(
  repository: SessionRepository,
  clock: () => Date = () => new Date(),
  options: { changes?: SessionChanges; cache?: SessionCacheOptions } = {},
) {
  const cache = createSessionCache(options.cache);
  let subscription: Subscription | null = null;
  let following = false;
  let stopped = true;
  let lastAttempt = 0;
  /** Settles in progress: how many acknowledgements each still waits for. */
  const waiting = new Map<string, { missing: number; done: () => void }>();

  function onNotice(notice: string) {
    if (notice.startsWith('sync:')) {
      // Every notice sent before this one has been applied here: say so.
      void repository.announce(sessionChangesChannel, `ack:${notice.slice(5)}`).catch(() => undefined);
    } else if (notice.startsWith('ack:')) {
      const settling = waiting.get(notice.slice(4));
      if (settling && --settling.missing <= 0) settling.done();
    } else {
      cache.apply(notice);
    }
  }

  /**
   * Answers once every API process listening on the database has applied the notices sent so far
   * (the revocation that just committed among them): each one acknowledges a `sync` notice, which
   * PostgreSQL delivers to it after the earlier ones. A process that does not answer within a
   * second is waited for no longer (decision 044).
   */
  async function settle() {
    const open = subscription;
    if (!following || !open) return;
    const listeners = await open.listeners();
    if (listeners === 0) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) => {
      waiting.set(id, { missing: listeners, done: resolve });
      timer = setTimeout(resolve, settleTimeoutMs);
    });
    try {
      await repository.announce(sessionChangesChannel, `sync:${id}`);
      await acknowledged;
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  }

  async function subscribe() {
    const changes = options.changes;
    if (!changes || stopped) return;
    lastAttempt = Date.now();
    try {
      const opened = await changes(onNotice, () => {
        following = false;
        subscription = null;
        cache.disable();
      });
      if (stopped) {
        await opened.close();
        return;
      }
      subscription = opened;
      following = true;
      cache.enable();
    } catch {
      // Not following: every request asks the database, and a later request tries again.
    }
  }

  async function lookUp(tokenHash: string, now: Date): Promise<Principal | null> {
    const since = cache.generation();
    const row = await repository.findLive(tokenHash, now);
    if (!row) return null;
    const principal = await principalOf(row);
    if (principal) cache.put(tokenHash, principal, row.expiresAt.getTime(), now.getTime(), since);
    return principal;
  }

  async function principalOf(row: NonNullable<Awaited<ReturnType<SessionRepository['findLive']>>>) {
    if (row.subjectType === 'parent' && row.parentId && row.parentEmail) {
      return {
        role: 'parent',
        sessionId: row.sessionId,
        parentId: row.parentId,
        email: row.parentEmail,
      } as const;
    }
    if (row.subjectType === 'manager' && row.managerId && row.managerCentreId && row.managerName !== null) {
      return {
        role: row.managerIsSuper ? 'super manager' : 'teacher',
        sessionId: row.sessionId,
        managerId: row.managerId,
        centreId: row.managerCentreId,
        name: row.managerName,
        openedAt: row.openedAt,
      } as const;
    }
    if (row.subjectType === 'admin' && row.adminId && row.adminEmail) {
      const modules = await repository.enabledModuleKeys(row.adminId);
      return {
        role: 'admin',
        sessionId: row.sessionId,
        adminId: row.adminId,
        email: row.adminEmail,
        modules,
      } as const;
    }
    return null;
  }

  return {
    /** Starts following the change notices; the cache serves nothing until they arrive. */
    async follow() {
      stopped = false;
      await subscribe();
    },

    async stop() {
      stopped = true;
      following = false;
      cache.disable();
      const open = subscription;
      subscription = null;
      await open?.close();
    },

    /** Issues a new opaque token; only its hash is stored, with how the session was opened. The web's cookie ends at `expiresAt`. */
    async issue(subject: SessionSubject, openedWith?: SessionOpenedWith): Promise<SessionToken> {
      const token = newSessionToken();
      const lifetimeMs = openedWith === 'pin' ? pinSessionLifetimeMs : sessionLifetimeMs[subject.subjectType];
      // Opened by the service's clock, as it expires by it: the check-in's "not before the session" reads it.
      const openedAt = clock();
      const expiresAt = new Date(openedAt.getTime() + lifetimeMs);
      await repository.insert(hashSessionToken(token), subject, expiresAt, openedWith, openedAt);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    async resolve(token: string): Promise<Principal | null> {
      const tokenHash = hashSessionToken(token);
      const now = clock();
      if (!following && !stopped && Date.now() - lastAttempt >= resubscribeAfterMs) void subscribe();
      return cache.get(tokenHash, now.getTime()) ?? lookUp(tokenHash, now);
    },

    /** Every revocation also evicts here at once; other processes learn it from the notices. */
    async revoke(principal: Principal) {
      await repository.deleteById(principal.sessionId);
      cache.apply(subjectKeyOf(principal));
      await settle();
    },

    /**
     * "Sign out of all devices": ends every session of the caller's account, this one included
     * (for a teacher or head of centre, every session of that staff member). Returns how many ended.
     */
    async revokeEverywhere(principal: Principal): Promise<number> {
      const subject = subjectOf(principal);
      const ended = await repository.deleteAllOf(subject, (endedSessions) =>
        signOutEverywhereAudit(subject, endedSessions),
      );
      cache.apply(subjectKeyOf(principal));
      await settle();
      return ended;
    },

    /**
     * Ends the sessions a staff member opened with a PIN, all but `keep` (the caller's own when they
     * change it themselves): a new PIN must end what the old one opened (decision 091).
     */
    async revokePinSessions(managerId: string, keep: string | null = null): Promise<number> {
      const ended = await repository.deletePinSessionsOf(managerId, keep);
      cache.apply(`m:${managerId}`);
      await settle();
      return ended;
    },

    /** Signs teachers out at once: a deleted teacher, or a new centre password. */
    async revokeManagers(managerIds: string[]) {
      await repository.deleteForManagers(managerIds);
      for (const managerId of managerIds) cache.apply(`m:${managerId}`);
      await settle();
    },

    /**
     * For a change made elsewhere that alters who a session is (an admin's modules, a switch that
     * ends sessions): answers once every process has been told.
     */
    settle,

    /** How many sessions are cached (tests and the bench). */
    cachedSessions: () => cache.size,
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
