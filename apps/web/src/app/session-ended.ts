import type { DataRouter } from 'react-router';
import { onSessionRejected } from '@/lib/api-client';
import { getToken, removeToken } from '@/lib/tokens';
import { paths } from './paths';

/** Navigation state that makes a staff login page say the session has ended (`SessionEndedNotice`). */
export type SessionEndedState = { sessionEnded: true };

export function isSessionEndedState(state: unknown): state is SessionEndedState {
  return (
    typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true
  );
}

/** The staff login page of where the router now is; null outside the signed-in staff areas. */
function loginPageOf(router: DataRouter): string | null {
  const { pathname } = router.state.location;
  if (pathname.startsWith(paths.teacher.root.path)) return paths.teacherLogin.path;
  if (pathname.startsWith(paths.admin.root.path)) return paths.adminLogin.path;
  return null;
}

function toLoginPage(router: DataRouter): void {
  const login = loginPageOf(router);
  const state: SessionEndedState = { sessionEnded: true };
  if (login) void router.navigate(login, { replace: true, state });
}

/**
 * When a staff call answers 401 (signed out elsewhere, a new centre password, hoc-login switched
 * on, expiry), the token is dropped and the teacher or admin goes back to their login page with
 * a message. A refusal that arrives while a page is loading waits for it: its guard may already
 * have gone to /login (spec), or, having read the token before it went, may have opened a page
 * whose calls can no longer be made; that page is left for the login page.
 */
export function endRejectedStaffSessions(router: DataRouter): void {
  let waiting = false;
  onSessionRejected((kind) => {
    if (kind !== 'staff') return;
    // The token goes at once; its cached answers with the query client, loaded in a signed-in area.
    removeToken('staff');
    void import('@/lib/session').then((m) => m.forgetSession('staff'));
    if (router.state.navigation.state === 'idle') {
      toLoginPage(router);
      return;
    }
    if (waiting) return;
    waiting = true;
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      stop();
      waiting = false;
      // After the router has finished committing that page: a navigation started inside its
      // notice would lose its history action. Signed in again meanwhile, the new session stays.
      queueMicrotask(() => {
        if (!getToken('staff')) toLoginPage(router);
      });
    });
  });
}
