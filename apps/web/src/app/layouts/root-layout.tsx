import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LoadingView } from '@/components/loading-view';
import { SkipLink, useFocusPageOnNavigation } from './page-focus';

const guardedAreas = ['/parent', '/app'];

function areaOf(pathname: string): string | null {
  return guardedAreas.find((area) => pathname === area || pathname.startsWith(`${area}/`)) ?? null;
}

/**
 * Wraps every page: the skip link, focus on the new page's heading after navigating, scroll
 * restoration, a thin progress bar, and the loading view while entering an area.
 */
export function RootLayout() {
  useFocusPageOnNavigation();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading';
  const target = loading ? areaOf(navigation.location.pathname) : null;
  // Entering a signed-in area runs its guard (the current-user fetch): show the loader meanwhile (spec 1 §2, §4).
  const enteringArea = target !== null && target !== areaOf(location.pathname);

  return (
    <>
      <SkipLink />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-500 transition-transform duration-500 ${
          loading ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      {enteringArea ? <LoadingView /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
