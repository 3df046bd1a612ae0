import { ratioHistoryDaySchema } from '@cic/contract/staff-attendance/attendance-answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { centreKey } from './get-centre-view';

/** The days of a ratio history, 'yyyy-MM-dd' (Kuala Lumpur days), both included. */
export type RatioHistoryPeriod = { from: string; to: string };

const historySchema = z.array(ratioHistoryDaySchema);

export const ratioHistoryQueryOptions = (centerId: string, period: RatioHistoryPeriod) =>
  queryOptions({
    queryKey: [...centreKey(centerId), 'ratio-history', period] as const,
    queryFn: ({ signal }) =>
      api.get(`/admin/checkin/center/${encodeURIComponent(centerId)}/ratio-history`, {
        auth: 'staff',
        query: period,
        schema: historySchema,
        signal,
      }),
    // Another period keeps the days shown (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** GET /admin/checkin/center/{centerId}/ratio-history: minutes out of ratio per day, newest first. */
export function useRatioHistory(centerId: string, period: RatioHistoryPeriod) {
  return useQuery(ratioHistoryQueryOptions(centerId, period));
}
