import { type RatioSettings, ratioSettingsSchema } from '@cic/contract/staff-attendance/ratio-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const ratioSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['ratio-settings'] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/ratio-settings', { auth: 'staff', schema: ratioSettingsSchema, signal }),
  });

/** GET /admin/ratio-settings: minutes out of ratio before the centre's staff are told. */
export function useRatioSettings() {
  return useQuery(ratioSettingsQueryOptions());
}

/** PUT /admin/ratio-settings (Settings module). */
export function useUpdateRatioSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatioSettings) =>
      api.put('/admin/ratio-settings', { auth: 'staff', body, schema: ratioSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(ratioSettingsQueryOptions().queryKey, saved),
  });
}
