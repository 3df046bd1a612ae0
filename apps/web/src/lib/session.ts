import type { ParentAuth, ParentUser } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api, apiBase } from './api-client';
import { queryClient } from './query-client';
import { getToken, removeToken, type TokenKind, useToken } from './tokens';

const sessionSchemas = () => import('./session-schemas');

/**
 * The two sessions a browser may hold at once (spec 1 §1): the staff member behind `token`
 * (GET /auth) and the parent behind `parent_token` (GET /parent/auth).
 * The token is part of the key, so signing in as someone else never reads a stale answer.
 */
export function staffMeQueryOptions(token: string | null = getToken('staff')) {
  return queryOptions({
    queryKey: ['session', 'staff', token] as const,
    queryFn: ({ signal }) =>
      api.get('/auth', { auth: 'staff', schema: sessionSchemas().then((m) => m.staffMeSchema), signal }),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });
}

export function parentAuthQueryOptions(token: string | null = getToken('parent')) {
  return queryOptions({
    queryKey: ['session', 'parent', token] as const,
    queryFn: ({ signal }) =>
      api.get('/parent/auth', {
        auth: 'parent',
        schema: sessionSchemas().then((m) => m.parentAuthSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });
}

/** Every cached parent session, whatever its token. */
export const parentSessionKey = ['session', 'parent'] as const;

/** Asks the server again for the signed-in parent (after sign-in, profile or family changes). */
export function refreshParentSession(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: parentSessionKey });
}

/**
 * Puts a fresh answer in the cache at once, so the guards (which read the cache) see it before
 * the refetch lands: `{ user }` from update-profile, or `{ user, needsUpdate }` from register.
 */
export function setParentSession(next: { user: ParentUser; needsUpdate?: boolean }): void {
  const { queryKey } = parentAuthQueryOptions(getToken('parent'));
  queryClient.setQueryData<ParentAuth>(queryKey, (current) => ({
    user: next.user,
    needsUpdate: next.needsUpdate ?? current?.needsUpdate ?? false,
    language: current?.language ?? null,
  }));
}

/** Changes a few fields of the cached parent (e.g. a referral code just made). */
export function patchParentUser(patch: Partial<ParentUser>): void {
  const { queryKey } = parentAuthQueryOptions(getToken('parent'));
  queryClient.setQueryData<ParentAuth>(queryKey, (current) =>
    current ? { ...current, user: { ...current.user, ...patch } } : current,
  );
}

/** Spec 1 §4: when the server rejects a session the token is removed (signed out). */
function useRemoveRejectedToken(kind: TokenKind, error: unknown): void {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) removeToken(kind);
  }, [kind, error]);
}

/** The signed-in staff member, or undefined while loading or signed out. */
export function useStaffMe() {
  const token = useToken('staff');
  const query = useQuery(staffMeQueryOptions(token));
  useRemoveRejectedToken('staff', query.error);
  return query;
}

/** The signed-in parent (`{ user, needsUpdate }`), or undefined while loading or signed out. */
export function useParentAuth() {
  const token = useToken('parent');
  const query = useQuery(parentAuthQueryOptions(token));
  useRemoveRejectedToken('parent', query.error);
  return query;
}

/** Forgets one session on this device: its token and its cached answers. */
export function forgetSession(kind: TokenKind): void {
  removeToken(kind);
  queryClient.removeQueries({ queryKey: ['session', kind] });
}

/**
 * Signs one session out on this device: asks the server to revoke the token (fire and forget),
 * removes only that token and forgets its cached answers. The caller reloads or navigates.
 */
export function signOut(kind: TokenKind): void {
  const token = getToken(kind);
  if (token) {
    void fetch(`${apiBase}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  forgetSession(kind);
}

/**
 * "Sign out of all devices": the server ends every session of this account, this one included,
 * then this device forgets the token and every cached answer. A session already gone counts as
 * signed out. The caller navigates to the login page.
 */
export async function signOutEverywhere(kind: TokenKind): Promise<void> {
  try {
    await api.post('/auth/logout-all', {
      auth: kind,
      schema: sessionSchemas().then((m) => m.signOutEverywhereResultSchema),
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  forgetSession(kind);
}
