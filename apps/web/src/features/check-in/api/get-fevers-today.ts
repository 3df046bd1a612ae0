import { flaggedCheckInSchema } from '@cic/contract/check-ins/fever';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { centreStudentsKey } from '@/lib/centre-students-key';

/** GET /center/fevers (head of centre): today's check-ins flagged as a fever; refreshed with the list. */
export function useFeversToday() {
  return useQuery({
    queryKey: [...centreStudentsKey, 'fevers'] as const,
    queryFn: ({ signal }) =>
      api.get('/center/fevers', { auth: 'staff', schema: z.array(flaggedCheckInSchema), signal }),
    refetchInterval: 60 * 1000,
  });
}
