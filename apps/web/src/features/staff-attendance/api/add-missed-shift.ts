import { shiftSchema } from '@cic/contract/staff-attendance/attendance-answers';
import type { MissedShiftBody } from '@cic/contract/staff-attendance/clock-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shiftsPath, staffAttendanceKey } from './get-day-shifts';

/** POST …/shifts: a shift nobody clocked, with why (audited by the server). */
export function useAddMissedShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MissedShiftBody) => api.post(shiftsPath, { auth: 'staff', body, schema: shiftSchema }),
    // Waited for: the dialog closes on a list that has the new row, which then takes focus.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAttendanceKey }),
  });
}
