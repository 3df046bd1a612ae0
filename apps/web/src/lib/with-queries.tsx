import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * TanStack Query's provider, mounted where queries are used: the signed-in areas and the few
 * public parts that query (the account button, the contact details, /version). The sign-in pages
 * draw without TanStack (decision 055). All share the app's one client and cache.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The element of a signed-in area's route: its pages, with queries. */
export function QueryArea() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
