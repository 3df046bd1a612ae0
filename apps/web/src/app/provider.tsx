import { lazy, type ReactNode, Suspense } from 'react';

// Radix Toast is not needed to draw a page: it loads after first paint; `toast()` calls made before
// it arrives are kept in the store and shown when it mounts (decision 026).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * What wraps every page. TanStack Query's provider is not here: the signed-in areas mount it
 * (`QueryArea`), so the sign-in pages draw without TanStack (decision 055).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
