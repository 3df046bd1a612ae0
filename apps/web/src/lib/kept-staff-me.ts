import type { StaffMe } from '@cic/contract';

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
