import { careTimelineSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreCareKey } from './get-care-day';

/** GET /center/students/{id}/care: a child's day today, check-ins and care entries. */
export const childCareDayQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...centreCareKey, 'child', childId] as const,
    queryFn: ({ signal }) =>
      api.get(`/center/students/${encodeURIComponent(childId)}/care`, {
        auth: 'staff',
        schema: careTimelineSchema,
        signal,
      }),
  });

export function useChildCareDay(childId: string) {
  return useQuery(childCareDayQueryOptions(childId));
}
