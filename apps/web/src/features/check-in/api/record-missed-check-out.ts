import { type MissedCheckOutBody, missedCheckOutRecordedSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreStudentsKey } from '@/lib/centre-students-key';

/**
 * POST /center/students/{id}/missed-check-out (head of centre): the check-out time of a day the
 * child was left checked in (decision 095); refusals name `time` or `day`.
 */
export function recordMissedCheckOut({ studentId, ...body }: MissedCheckOutBody & { studentId: string }) {
  return api.post(`/center/students/${encodeURIComponent(studentId)}/missed-check-out`, {
    auth: 'staff',
    body,
    schema: missedCheckOutRecordedSchema,
  });
}

export function useRecordMissedCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMissedCheckOut,
    // Waited for: the dialog closes on a list without the flag.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreStudentsKey }),
  });
}
