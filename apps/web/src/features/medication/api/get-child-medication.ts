import { medicationAuthorisationsSchema } from '@cic/contract/medication/medication-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const childMedicationQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['child-medication', childId] as const,
    queryFn: ({ signal }) =>
      api.get(`/parent/children/${encodeURIComponent(childId)}/medication`, {
        auth: 'parent',
        schema: medicationAuthorisationsSchema,
        signal,
      }),
  });

/** GET /parent/children/{childId}/medication: the child's medicines, latest first. */
export function useChildMedication(childId: string) {
  return useQuery(childMedicationQueryOptions(childId));
}
