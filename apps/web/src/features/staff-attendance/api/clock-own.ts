import type { ClockDirection } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreStudentsKey } from '@/lib/centre-students-key';

const clockAnswer = () =>
  import('@cic/contract/staff-attendance/attendance-answers').then((m) => m.clockEntrySchema);

/** POST /center/staff-attendance/clock: the signed-in teacher or head of centre clocks themselves. */
export function clockOwn(direction: ClockDirection) {
  return api.post('/center/staff-attendance/clock', {
    auth: 'staff',
    body: { direction, capturedAt: new Date().toISOString(), clientRequestId: crypto.randomUUID() },
    schema: clockAnswer(),
  });
}

/** Refreshes the centre's day after it: the ratio counts the staff clocked in. */
export function useClockOwn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockOwn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreStudentsKey }),
  });
}
