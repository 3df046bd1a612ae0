import type { ParentAuth } from '@cic/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { removeToken, useToken } from '@/lib/tokens';

type Answer = { token: string; auth: ParentAuth | undefined };

/**
 * The parent signed in on this device, for /login: `useParentAuth` without TanStack Query on the
 * page's first load (decision 055). Only a parent who has a token loads the query client, and asks
 * through it, so the guards reuse the answer; a refused session removes the token.
 */
export function useParentSession(): { checking: boolean; auth: ParentAuth | undefined } {
  const token = useToken('parent');
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    Promise.all([import('@/lib/query-client'), import('@/lib/session')])
      .then(([{ queryClient }, { parentAuthQueryOptions }]) =>
        queryClient.fetchQuery(parentAuthQueryOptions(token)),
      )
      .then(
        (auth) => {
          if (live) setAnswer({ token, auth });
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) removeToken('parent');
          if (live) setAnswer({ token, auth: undefined });
        },
      );
    return () => {
      live = false;
    };
  }, [token]);
  const current = token !== null && answer?.token === token ? answer : null;
  return { checking: token !== null && current === null, auth: current?.auth };
}
