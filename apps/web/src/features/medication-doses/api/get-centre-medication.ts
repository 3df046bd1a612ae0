import { centreMedicationDaySchema } from '@cic/contract/medication/medication-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const centreMedicationQueryOptions = () =>
  queryOptions({
    queryKey: ['centre-medication'] as const,
    queryFn: ({ signal }) =>
      api.get('/center/medication', { auth: 'staff', schema: centreMedicationDaySchema, signal }),
    // Overdue is a matter of the clock: read again each minute while the list is open.
    refetchInterval: 60_000,
  });

/** GET /center/medication: today's doses due and the medicines waiting for the head of centre. */
export function useCentreMedication() {
  return useQuery(centreMedicationQueryOptions());
}
