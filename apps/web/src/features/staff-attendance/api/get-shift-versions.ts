import { shiftVersionSchema } from '@cic/contract/staff-attendance/attendance-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { shiftsPath, staffAttendanceKey } from './get-day-shifts';

const versionsSchema = z.array(shiftVersionSchema);

/** GET …/shifts/{id}/versions: oldest first, the current one last. */
export const shiftVersionsQueryOptions = (shiftId: string) =>
  queryOptions({
    queryKey: [...staffAttendanceKey, 'versions', shiftId] as const,
    queryFn: ({ signal }) =>
      api.get(`${shiftsPath}/${encodeURIComponent(shiftId)}/versions`, {
        auth: 'staff',
        schema: versionsSchema,
        signal,
      }),
  });

export function useShiftVersions(shiftId: string) {
  return useQuery(shiftVersionsQueryOptions(shiftId));
}
