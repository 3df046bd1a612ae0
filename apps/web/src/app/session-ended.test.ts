import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/tokens';
import { endRejectedStaffSessions, isSessionEndedState } from './session-ended';

/** A loader that waits until the test lets it go on (a guard asking the server). */
function heldLoader() {
  let release: (value: Response | null) => void = () => undefined;
  const held = new Promise<Response | null>((resolve) => {
    release = resolve;
  });
  return { loader: () => held, release };
}

/** The teacher area as the router sees it: the list, a child's history behind a guard, the login pages. */
function teacherRouter(historyLoader: () => Promise<Response | null>) {
  const router = createMemoryRouter(
    [
      // Its loader is async, as the real login page's is.
      { path: '/teacher', element: null, loader: async () => null },
      { path: '/login', element: null },
      { path: '/app/teacher/checkin', element: null },
      { path: '/app/teacher/checkin/:id', element: null, loader: historyLoader },
    ],
    { initialEntries: ['/app/teacher/checkin'] },
  );
  endRejectedStaffSessions(router);
  return router;
}

/** A staff call the server refuses with 401. */
async function refusedStaffCall() {
  await api.get('/teacher/checkin', { auth: 'staff' }).catch(() => undefined);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a staff session the server refuses', () => {
  beforeEach(() => {
    // The staff token's cookie, as the centre sign-in leaves it.
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: 'token=of-the-head-of-centre' });
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in.' },
          { status: 401 },
        ),
      ),
    );
  });
  afterEach(async () => {
    // The handler forgets the session's cached answers once their module has loaded: let it,
    // while the page's globals are still there.
    await import('@/lib/session');
    await settled();
    vi.unstubAllGlobals();
  });

  it('forgets the token and goes to the teacher login page with the notice', async () => {
    const router = teacherRouter(async () => null);
    await refusedStaffCall();
    await settled();
    expect(getToken('staff')).toBeNull();
    expect(router.state.location.pathname).toBe('/teacher');
    expect(isSessionEndedState(router.state.location.state)).toBe(true);
  });

  it('refused while a page loads, still goes to the login page once the page has opened', async () => {
    const history = heldLoader();
    const router = teacherRouter(history.loader);
    const opening = router.navigate('/app/teacher/checkin/child-1');
    expect(router.state.navigation.state).toBe('loading');
    await refusedStaffCall();
    history.release(null);
    await opening;
    await settled();
    expect(router.state.location.pathname).toBe('/teacher');
    expect(isSessionEndedState(router.state.location.state)).toBe(true);
    // In the browser's history too, not only on the screen.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("refused while a page loads whose guard goes to /login itself, stays on the guard's page", async () => {
    const history = heldLoader();
    const router = teacherRouter(history.loader);
    const opening = router.navigate('/app/teacher/checkin/child-1');
    await refusedStaffCall();
    history.release(Response.redirect('http://localhost/login', 302));
    await opening;
    await settled();
    expect(router.state.location.pathname).toBe('/login');
  });
});
