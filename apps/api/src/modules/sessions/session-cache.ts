import type { Principal } from '../../http/principal';

/** Who a session belongs to, as the change notices name them: `p:`, `m:` or `a:` and the id. */
export function subjectKeyOf(principal: Principal): string {
  if (principal.role === 'parent') return `p:${principal.parentId}`;
  if (principal.role === 'admin') return `a:${principal.adminId}`;
  return `m:${principal.managerId}`;
}

type Entry = { principal: Principal; subjectKey: string; validUntil: number };

export type SessionCacheOptions = {
  /** How long a resolved session is served without asking the database; a safety net only. */
  ttlMs?: number;
  /** The oldest entry makes way past this many. */
  maxEntries?: number;
};

/**
 * Resolved sessions by token hash, for a few seconds (decision 044). Nothing is served while the
 * change notices are not being followed (`enabled` false): a notice that could not arrive must
 * not leave a revoked session working. `generation` counts the notices applied: a lookup that
 * started before a notice may have read a row the notice revoked, so it is not kept.
 */
export function createSessionCache({ ttlMs = 30_000, maxEntries = 50_000 }: SessionCacheOptions = {}) {
  const byToken = new Map<string, Entry>();
  const bySubject = new Map<string, Set<string>>();
  let generation = 0;
  let enabled = false;

  function drop(tokenHash: string) {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    const tokens = bySubject.get(entry.subjectKey);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) bySubject.delete(entry.subjectKey);
  }

  function clear() {
    generation += 1;
    byToken.clear();
    bySubject.clear();
  }

  return {
    get(tokenHash: string, now: number): Principal | null {
      const entry = byToken.get(tokenHash);
      if (!entry) return null;
      if (entry.validUntil > now) return entry.principal;
      drop(tokenHash);
      return null;
    },

    /** Taken before a database lookup and handed back to `put` with its result. */
    generation: () => generation,

    /** Keeps a resolved session until `sessionEndsAt` or the time to live, whichever is sooner. */
    put(tokenHash: string, principal: Principal, sessionEndsAt: number, readAt: number, since: number) {
      if (!enabled || since !== generation) return;
      if (byToken.size >= maxEntries) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      const subjectKey = subjectKeyOf(principal);
      byToken.set(tokenHash, { principal, subjectKey, validUntil: Math.min(sessionEndsAt, readAt + ttlMs) });
      let tokens = bySubject.get(subjectKey);
      if (!tokens) {
        tokens = new Set();
        bySubject.set(subjectKey, tokens);
      }
      tokens.add(tokenHash);
    },

    /** Applies one change notice (see migration 0006): a token, a subject, or `*` for everything. */
    apply(notice: string) {
      generation += 1;
      if (notice.startsWith('s:')) {
        drop(notice.slice(2));
      } else if (/^[pma]:/.test(notice)) {
        for (const tokenHash of [...(bySubject.get(notice) ?? [])]) drop(tokenHash);
      } else {
        clear();
      }
    },

    /** Serves from the cache from now on (the notices are being followed). */
    enable() {
      clear();
      enabled = true;
    },

    /** Stops serving and forgets everything (the notices stopped). */
    disable() {
      enabled = false;
      clear();
    },

    get size() {
      return byToken.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
