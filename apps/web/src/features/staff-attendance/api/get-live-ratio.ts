import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreStudentsKey } from '@/lib/centre-students-key';

/** Loaded with the call, in the banner's own chunk: the check-in list draws without it. */
const liveRatioSchema = () =>
  import('@cic/contract/staff-attendance/attendance-answers').then((m) => m.liveRatioSchema);

/**
 * GET /center/ratio (teacher, head of centre): staff clocked in against staff needed now. Under the
 * list's key, so every check-in, check-out and clock entry refreshes it; and each minute, for the
 * other phones' records.
 */
export function useLiveRatio() {
  return useQuery({
    queryKey: [...centreStudentsKey, 'ratio'] as const,
    queryFn: ({ signal }) => api.get('/center/ratio', { auth: 'staff', schema: liveRatioSchema(), signal }),
    refetchInterval: 60 * 1000,
  });
}
