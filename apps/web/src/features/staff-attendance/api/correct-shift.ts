import { shiftSchema } from '@cic/contract/staff-attendance/attendance-answers';
import type { ShiftCorrectionBody } from '@cic/contract/staff-attendance/clock-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shiftsPath, staffAttendanceKey } from './get-day-shifts';

/** POST …/shifts/{id}/corrections: a new version of the shift with why; the one before is kept. */
export function useCorrectShift(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftCorrectionBody) =>
      api.post(`${shiftsPath}/${encodeURIComponent(shiftId)}/corrections`, {
        auth: 'staff',
        body,
        schema: shiftSchema,
      }),
    // Waited for: the dialog closes on a row that already says 'Corrected'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAttendanceKey }),
  });
}
