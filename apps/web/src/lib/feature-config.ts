import { type ConfigKey, configKeys } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * `GET /admin/config` (public): the three global switches, as the route answers them. The guards
 * read it, so its schema loads with the call rather than with every page (decision 026).
 */
const configListSchema = () =>
  import('@cic/contract/admin/admin-settings').then(({ configFlagSchema }) => configFlagSchema.array());

export type FeatureConfig = Record<ConfigKey, boolean>;

const allOff = (): FeatureConfig =>
  Object.fromEntries(configKeys.map((key) => [key, false])) as FeatureConfig;

/** A failed or missing config counts as every feature switched off. */
export async function getFeatureConfig(signal?: AbortSignal): Promise<FeatureConfig> {
  const config = allOff();
  try {
    const items = await api.get('/admin/config', { schema: configListSchema(), signal });
    for (const item of items) {
      if ((configKeys as readonly string[]).includes(item.key)) config[item.key as ConfigKey] = item.enabled;
    }
  } catch {
    return allOff();
  }
  return config;
}

export const featureConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getFeatureConfig(signal),
    staleTime: 60 * 1000,
  });

export function useFeatureConfig() {
  return useQuery(featureConfigQueryOptions());
}
