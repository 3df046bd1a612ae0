import {
  type CareType,
  type RatioRulesBody,
  ratioRulesSchema,
} from '@cic/contract/staff-attendance/ratio-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const ratioRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['ratio-rules'] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/ratio-rules', { auth: 'staff', schema: z.array(ratioRulesSchema), signal }),
  });

/** GET /admin/ratio-rules: each centre type's age bands as they apply now (issue 45). */
export function useRatioRules() {
  return useQuery(ratioRulesQueryOptions());
}

/** PUT /admin/ratio-rules/{careType} (Settings module): replaces the type's bands. */
export function useSaveRatioRules(careType: CareType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatioRulesBody) =>
      api.put(`/admin/ratio-rules/${careType}`, { auth: 'staff', body, schema: ratioRulesSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData(ratioRulesQueryOptions().queryKey, (current) =>
        current?.map((rules) => (rules.careType === saved.careType ? saved : rules)),
      ),
  });
}
