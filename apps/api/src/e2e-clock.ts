import { readFileSync, statSync } from 'node:fs';

/**
 * The browser tests' clock (decision 082): real time plus the offset in milliseconds that a spec
 * writes to `file` as `{ "offsetMs": n }`, so "the next day" can be shown through the real server.
 * The file is read again only when it changes; a missing or unreadable file means no offset.
 */
export function e2eClock(file: string): () => Date {
  let seen = { changedAt: -1, offsetMs: 0 };
  function offset() {
    let changedAt: number;
    try {
      changedAt = statSync(file).mtimeMs;
    } catch {
      return 0;
    }
    if (changedAt !== seen.changedAt) {
      const offsetMs = Number((JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs);
      seen = { changedAt, offsetMs: Number.isFinite(offsetMs) ? offsetMs : 0 };
    }
    return seen.offsetMs;
  }
  return () => new Date(Date.now() + offset());
}
