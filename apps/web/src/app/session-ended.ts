import type { DataRouter } from 'react-router';
import { onSessionRejected } from '@/lib/api-client';
import { removeToken } from '@/lib/tokens';
import { paths } from './paths';

/** Navigation state that makes a staff login page say the session has ended (`SessionEndedNotice`). */
export type SessionEndedState = { sessionEnded: true };

export function isSessionEndedState(state: unknown): state is SessionEndedState {
  return (
    typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true
  );
}

/**
 * When a staff call answers 401 (signed out elsewhere, a new centre password, hoc-login switched
 * on, expiry), the token is dropped and the teacher or admin goes back to their login page with
 * a message. A guard that is loading a page handles its own failure (spec: to /login).
 */
export function endRejectedStaffSessions(router: DataRouter): void {
  onSessionRejected((kind) => {
    if (kind !== 'staff') return;
    // The token goes at once; its cached answers with the query client, loaded in a signed-in area.
    removeToken('staff');
    void import('@/lib/session').then((m) => m.forgetSession('staff'));
    if (router.state.navigation.state !== 'idle') return;
    const { pathname } = router.state.location;
    const login = pathname.startsWith(paths.teacher.root.path)
      ? paths.teacherLogin.path
      : pathname.startsWith(paths.admin.root.path)
        ? paths.adminLogin.path
        : null;
    const state: SessionEndedState = { sessionEnded: true };
    if (login) void router.navigate(login, { replace: true, state });
  });
}
