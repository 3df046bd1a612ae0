import { appVersion, productName } from '@cic/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import { api } from '@/lib/api-client';
import { WithQueries } from '@/lib/with-queries';

function useApiVersion() {
  return useQuery({
    queryKey: ['api-root'],
    // Loaded with the call: the public pages draw without zod (decision 026).
    queryFn: ({ signal }) =>
      api.get('/', { schema: import('@cic/contract/shared/api-root').then((m) => m.apiRootSchema), signal }),
    retry: 1,
  });
}

/** /version : the app's version and the API's (from GET /api/v2). */
export function VersionPage() {
  return (
    <WithQueries>
      <Versions />
    </WithQueries>
  );
}

function Versions() {
  const { t } = useTranslation('auth');
  usePageTitle(t('version.title'));
  const root = useApiVersion();
  const apiVersion = root.isSuccess ? root.data.version : root.isError ? t('version.unavailable') : '…';
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold text-zinc-900">{productName}</h1>
        </CardHeader>
        <CardContent>
          <div className="grid gap-2 text-sm text-zinc-700">
            <p>{t('version.app', { version: appVersion })}</p>
            <p aria-busy={root.isPending}>{t('version.api', { version: apiVersion })}</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
