import { centreCareDaySchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every care query of the teacher's centre; recording, undoing or correcting invalidates them all. */
export const centreCareKey = ['centre-care'] as const;

/** GET /center/care: today's entries per child of the centre, for the check-in list's rows. */
export const centreCareDayQueryOptions = () =>
  queryOptions({
    queryKey: [...centreCareKey, 'day'] as const,
    queryFn: ({ signal }) => api.get('/center/care', { auth: 'staff', schema: centreCareDaySchema, signal }),
    staleTime: 30 * 1000,
    // Other teachers record at the same time, on their own phones.
    refetchInterval: 60 * 1000,
  });

export function useCentreCareDay() {
  return useQuery(centreCareDayQueryOptions());
}
