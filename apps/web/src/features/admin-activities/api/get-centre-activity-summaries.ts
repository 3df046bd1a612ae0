import { centreActivitySummarySchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of the admin activity pages, for invalidation after an archive. */
export const adminActivitiesKey = ['admin-activities'] as const;

const summaryListSchema = z.array(centreActivitySummarySchema);

/** GET /admin/activity/center?date: each centre's activities of that date's month and their authors. */
export function getCentreActivitySummaries(date: string, signal?: AbortSignal) {
  return api.get('/admin/activity/center', {
    auth: 'staff',
    query: { date },
    schema: summaryListSchema,
    signal,
  });
}

export const centreActivitySummariesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...adminActivitiesKey, 'centres', date] as const,
    queryFn: ({ signal }) => getCentreActivitySummaries(date, signal),
    // Another day keeps the current rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useCentreActivitySummaries(date: string) {
  return useQuery(centreActivitySummariesQueryOptions(date));
}
