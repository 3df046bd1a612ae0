import { checkInDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /admin/checkin/{id}: one check-in or check-out with its photo, temperature and note. Shared
 * by the admin check-in pages and the overtime report's 'View Checkin Details' (CHECKIN or OVERTIME).
 */
export function getCheckInDetail(id: string, signal?: AbortSignal) {
  return api.get(`/admin/checkin/${encodeURIComponent(id)}`, {
    auth: 'staff',
    schema: checkInDetailSchema,
    signal,
  });
}

export const checkInDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['check-in-detail', id] as const,
    queryFn: ({ signal }) => getCheckInDetail(id, signal),
  });

export function useCheckInDetail(id: string | null) {
  return useQuery({ ...checkInDetailQueryOptions(id ?? ''), enabled: id !== null });
}
