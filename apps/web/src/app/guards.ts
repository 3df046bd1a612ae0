import type { AdminModuleKey, ParentAuth, StaffMe } from '@cic/contract';
import { redirect } from 'react-router';
import { getToken, removeToken } from '@/lib/tokens';
import { hasModule } from './has-module';
import { paths } from './paths';

/**
 * The query client and the session's queries load with the first guard that asks, not with every
 * page: the sign-in pages draw without TanStack Query (decision 055).
 */
const queries = () =>
  Promise.all([import('@/lib/query-client'), import('@/lib/session')]).then(([client, session]) => ({
    queryClient: client.queryClient,
    ...session,
  }));

/** The feature switches, through the app's query client (loaded with the areas that read them). */
async function featureConfig() {
  const [{ queryClient }, { featureConfigQueryOptions }] = await Promise.all([
    import('@/lib/query-client'),
    import('@/lib/feature-config'),
  ]);
  return queryClient.ensureQueryData(featureConfigQueryOptions());
}

/**
 * Route loaders that guard the areas (spec 1 §2, spec 2 §2.20, spec 3 §2.7). Loaders of one
 * navigation run in parallel; each calls the same cached query, so the server is asked once.
 */

/**
 * /login, remembering the parent page asked for (an e-mail's link to an invoice) so the sign-in
 * returns there (issue 40); the login page follows only a path inside the parent area.
 */
function parentLogin(request?: Request) {
  const asked = request ? new URL(request.url) : null;
  const page = asked ? `${asked.pathname}${asked.search}` : '';
  return page.startsWith(`${paths.parent.root.path}/`)
    ? `${paths.login.path}?${new URLSearchParams({ next: page })}`
    : paths.login.path;
}

/** Parent token required; a failed GET /parent/auth removes it. Either way the parent goes to /login. */
export async function requireParent(request?: Request): Promise<ParentAuth> {
  const token = getToken('parent');
  if (!token) throw redirect(parentLogin(request));
  try {
    const { queryClient, parentAuthQueryOptions } = await queries();
    return await queryClient.ensureQueryData(parentAuthQueryOptions(token));
  } catch {
    removeToken('parent');
    throw redirect(parentLogin(request));
  }
}

/** Staff token required; a failed GET /auth removes it and goes to /login. */
export async function requireStaff(): Promise<StaffMe> {
  const token = getToken('staff');
  if (!token) throw redirect(paths.login.path);
  try {
    const [{ queryClient, staffMeQueryOptions }, { confirmedStaffMe }] = await Promise.all([
      queries(),
      import('@/lib/kept-staff-me'),
    ]);
    const options = staffMeQueryOptions(token);
    return await confirmedStaffMe(
      token,
      () => queryClient.ensureQueryData(options),
      (kept) => queryClient.setQueryData(options.queryKey, kept),
    );
  } catch {
    removeToken('staff');
    throw redirect(paths.login.path);
  }
}

export const parentAreaLoader = async ({ request }: { request: Request }) => {
  await requireParent(request);
  return null;
};

/** The tabbed parent area: a parent whose profile needs completing goes to /parent/register first. */
export const parentTabsLoader = async ({ request }: { request: Request }) => {
  const auth = await requireParent(request);
  if (auth.needsUpdate) throw redirect(paths.parent.register.path);
  return null;
};

/** /parent/register is for a parent whose profile needs completing; the others go Home. */
export const parentRegisterLoader = async () => {
  const auth = await requireParent();
  if (!auth.needsUpdate) throw redirect(paths.parent.home.path);
  return null;
};

/** The registration wizard exists only while new-student-registration is on. */
export const childRegisterLoader = async () => {
  const config = await featureConfig();
  if (!config['new-student-registration']) throw redirect(paths.parent.home.path);
  return null;
};

export const staffAreaLoader = async () => {
  await requireStaff();
  return null;
};

const isTeacherRole = (me: StaffMe) => me.role === 'teacher' || me.role === 'super manager';

/** /app sends each role to its own area. */
export const appIndexLoader = async () => {
  const me = await requireStaff();
  throw redirect(isTeacherRole(me) ? paths.teacher.root.path : paths.admin.root.path);
};

export const teacherAreaLoader = async () => {
  const me = await requireStaff();
  if (!isTeacherRole(me)) throw redirect(paths.admin.root.path);
  return null;
};

/** Teacher activity routes exist only while the activities config is on. */
export const teacherActivityLoader = async () => {
  const config = await featureConfig();
  if (!config.activities) throw redirect(paths.teacher.checkin.path);
  return null;
};

export const adminAreaLoader = async () => {
  const me = await requireStaff();
  if (isTeacherRole(me)) throw redirect(paths.teacher.root.path);
  return null;
};

/** The admin index: check-ins, else the first granted module; with none the page explains it. */
export const adminIndexLoader = async () => {
  const [me, { adminLandingPath }] = await Promise.all([requireStaff(), import('./admin-modules')]);
  const landing = adminLandingPath(me);
  if (landing) throw redirect(landing);
  return null;
};

/** An admin lacking the route's module (any one of those named) goes to /app/admin. */
export function requireModule(...keys: AdminModuleKey[]) {
  return async () => {
    const me = await requireStaff();
    if (!hasModule(me, ...keys)) throw redirect(paths.admin.root.path);
    return null;
  };
}

/** /admin is for visitors without a staff token. */
export const adminLoginLoader = () => {
  if (getToken('staff')) throw redirect(paths.admin.root.path);
  return null;
};

/** /teacher: someone already signed in with a role goes to /app. */
export const teacherLoginLoader = async () => {
  const token = getToken('staff');
  if (!token) return null;
  try {
    const { queryClient, staffMeQueryOptions } = await queries();
    await queryClient.ensureQueryData(staffMeQueryOptions(token));
  } catch {
    removeToken('staff');
    return null;
  }
  throw redirect(paths.app.path);
};

/** A loader that only redirects. */
export const redirectTo = (to: string) => () => redirect(to);

/** The component of a route whose loader always redirects (never shown; keeps the router from warning). */
export const Redirecting = () => null;
