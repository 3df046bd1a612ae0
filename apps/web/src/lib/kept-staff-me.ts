import type { StaffMe } from '@cic/contract';
import { ApiError } from './api-client';

/**
 * The signed-in teacher as last confirmed by the server, kept so the teacher area opens without a
 * network (issue 31). Matched to the session by the token's end only: the token itself stays in
 * its cookie.
 */
const storageKey = 'cic-staff-me';
const fingerprint = (token: string) => token.slice(-16);

export function keepStaffMe(token: string, me: StaffMe): void {
  try {
    if (me.role === 'teacher' || me.role === 'super manager') {
      localStorage.setItem(storageKey, JSON.stringify({ session: fingerprint(token), me }));
    } else localStorage.removeItem(storageKey);
  } catch {
    // A full or blocked storage only costs the offline start.
  }
}

export function keptStaffMe(token: string): StaffMe | null {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      session: string;
      me: StaffMe;
    } | null;
    return kept?.session === fingerprint(token) ? kept.me : null;
  } catch {
    return null;
  }
}

/** A failure that says nothing about the session: no answer at all, or a server in trouble. */
const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Who the staff token belongs to: the server's answer when it gives one (kept for later); offline,
 * or when the network or server fails (a phone that says it is online at a door without signal),
 * the person it confirmed last. A refusal (401) still fails, so the guard signs the device out.
 */
export async function confirmedStaffMe(
  token: string,
  ask: () => Promise<StaffMe>,
  showKept: (me: StaffMe) => void,
): Promise<StaffMe> {
  const kept = keptStaffMe(token);
  if (kept && !navigator.onLine) {
    showKept(kept);
    return kept;
  }
  try {
    const me = await ask();
    keepStaffMe(token, me);
    return me;
  } catch (error) {
    if (!kept || !unreachable(error)) throw error;
    showKept(kept);
    return kept;
  }
}
