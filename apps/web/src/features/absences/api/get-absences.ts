import { absenceSchema } from '@cic/contract/parent/absences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const absencesQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['absences', childId] as const,
    queryFn: ({ signal }) =>
      api.get(`/parent/children/${encodeURIComponent(childId)}/absences`, {
        auth: 'parent',
        schema: z.array(absenceSchema),
        signal,
      }),
  });

/** GET /parent/children/{childId}/absences: the child's reported absences of today and later. */
export function useAbsences(childId: string) {
  return useQuery(absencesQueryOptions(childId));
}
