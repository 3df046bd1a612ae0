import { configFlagSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { featureConfigQueryOptions } from '@/lib/feature-config';

const configFlagListSchema = z.array(configFlagSchema);

/**
 * GET /admin/config (public) read strictly: unlike the app-wide feature config, a failure is shown as
 * one, never as every switch off. Its key sits under the feature config's, so invalidating that
 * refreshes both.
 */
export function getConfigFlags(signal?: AbortSignal) {
  return api.get('/admin/config', { schema: configFlagListSchema, signal });
}

export const configFlagsQueryOptions = () =>
  queryOptions({
    queryKey: [...featureConfigQueryOptions().queryKey, 'flags'] as const,
    queryFn: ({ signal }) => getConfigFlags(signal),
  });

export function useConfigFlags() {
  return useQuery(configFlagsQueryOptions());
}
