import { collectorsSchema } from '@cic/contract/parent/pickup-persons';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectorsKey, onlineOrKept } from '../lib/kept-answer';

/** GET /center/students/{id}/collectors: the family's parents and the people on the child's list. */
export function useCollectors(studentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['collectors', studentId] as const,
    // The list shown last for this child stands in offline, so a waiting check-out names its collector.
    queryFn: ({ signal }) =>
      onlineOrKept(collectorsKey(studentId), () =>
        api.get(`/center/students/${encodeURIComponent(studentId)}/collectors`, {
          auth: 'staff',
          schema: collectorsSchema,
          signal,
        }),
      ),
    networkMode: 'always',
    enabled,
    staleTime: 0,
  });
}
