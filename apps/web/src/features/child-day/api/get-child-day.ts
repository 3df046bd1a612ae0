import { careTimelineSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of a child's day; the live stream and marking a reminder done refresh them. */
export const childDayKey = (childId: string) => ['child-day', childId] as const;

/** GET /parent/children/{id}/care: the child's Kuala Lumpur day today, check-ins and care entries. */
export const childDayQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...childDayKey(childId), 'today'] as const,
    queryFn: ({ signal }) =>
      api.get(`/parent/children/${encodeURIComponent(childId)}/care`, {
        auth: 'parent',
        schema: careTimelineSchema,
        signal,
      }),
  });

export function useChildDay(childId: string) {
  return useQuery(childDayQueryOptions(childId));
}
