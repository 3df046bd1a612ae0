import { type BillingSettings, billingSettingsSchema } from '@cic/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKey, settingsPath } from './billing-key';

const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get(settingsPath, { auth: 'staff', schema: billingSettingsSchema, signal }),
  });

/** GET /admin/billing/settings: the run day, issuing on their own and the reminder days. */
export function useBillingSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /admin/billing/settings: answers the settings as saved. */
export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettings) =>
      api.put(settingsPath, { auth: 'staff', body, schema: billingSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions().queryKey, saved),
  });
}
