import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from './ui/button';

// Out of the first download: every page's JavaScript budget counts what the router holds (decision 026).
const NotFound = lazy(() => import('./not-found').then((module) => ({ default: module.NotFound })));

/** The router's fallback for anything a route throws (spec 1 §2). */
export function RouteErrorView() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  usePageTitle(t('routeError.title'));
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="flex min-h-dvh flex-col">
        <Suspense fallback={null}>
          <NotFound />
        </Suspense>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <h1 className="text-2xl font-semibold text-zinc-900">{t('routeError.title')}</h1>
      {detail ? <p className="max-w-md text-sm break-words text-zinc-600">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button variant="outline" asChild>
          {/* A full page load: the router itself may be what failed. */}
          <a href="/">{t('shell.backToHome')}</a>
        </Button>
      </div>
    </main>
  );
}
