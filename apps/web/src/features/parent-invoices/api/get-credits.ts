import { parentFamilyCreditsSchema } from '@cic/contract/overtime/family-credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /parent/credits: the credit each of the parent's families holds at each centre. */
export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: ['parent', 'credits'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/parent/credits', { auth: 'parent', schema: parentFamilyCreditsSchema, signal }))
        .credits,
  });

export function useFamilyCredits() {
  return useQuery(creditsQueryOptions());
}
