import { careTimelineSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /admin/children/{id}/care?date=: a child's care log on a Kuala Lumpur day, for admins with
 * the CARE module (issue 44); the server writes each read to the audit log.
 */
export const adminChildCareDayQueryOptions = (childId: string, date: string) =>
  queryOptions({
    queryKey: ['admin-child-care-day', childId, date] as const,
    queryFn: ({ signal }) =>
      api.get(`/admin/children/${encodeURIComponent(childId)}/care`, {
        auth: 'staff',
        query: { date },
        schema: careTimelineSchema,
        signal,
      }),
  });

export function useAdminChildCareDay(childId: string, date: string) {
  return useQuery(adminChildCareDayQueryOptions(childId, date));
}
