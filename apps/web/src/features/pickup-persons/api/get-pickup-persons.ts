import { pickupPersonSchema } from '@cic/contract/parent/pickup-persons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const pickupPersonsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['pickup-persons', childId] as const,
    queryFn: ({ signal }) =>
      api.get(`/parent/children/${encodeURIComponent(childId)}/pickup-persons`, {
        auth: 'parent',
        schema: z.array(pickupPersonSchema),
        signal,
      }),
  });

/** GET /parent/children/{childId}/pickup-persons: who may collect the child. */
export function usePickupPersons(childId: string) {
  return useQuery(pickupPersonsQueryOptions(childId));
}
