import { collectorsSchema } from '@cic/contract/parent/pickup-persons';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /center/students/{id}/collectors: the family's parents and the people on the child's list. */
export function useCollectors(studentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['collectors', studentId] as const,
    queryFn: ({ signal }) =>
      api.get(`/center/students/${encodeURIComponent(studentId)}/collectors`, {
        auth: 'staff',
        schema: collectorsSchema,
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}
