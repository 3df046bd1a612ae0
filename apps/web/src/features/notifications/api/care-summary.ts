import { type CareSummaryPreference, careSummaryPreferenceSchema } from '@cic/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const careSummaryKey = ['care-summary'] as const;

/** GET /parent/care/summary: the end-of-day summary of the care log by push and by e-mail (issue 44). */
const careSummaryQuery = queryOptions({
  queryKey: careSummaryKey,
  queryFn: () => api.get('/parent/care/summary', { auth: 'parent', schema: careSummaryPreferenceSchema }),
});

export function useCareSummary() {
  return useQuery(careSummaryQuery);
}

/** PUT /parent/care/summary: both ways at once; the answer redraws the switches. */
export function useSetCareSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: CareSummaryPreference) =>
      api.put('/parent/care/summary', {
        auth: 'parent',
        body: preference,
        schema: careSummaryPreferenceSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(careSummaryKey, saved),
  });
}
