import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreActivitiesKey } from './get-centre-activities';
import { adminActivitiesKey } from './get-centre-activity-summaries';

export type ArchiveAction = 'archive' | 'unarchive';

/** PUT /admin/activity/{id}/archive (published → archived) or /unarchive (archived → published). */
export async function changeActivityArchive(activityId: string, action: ArchiveAction) {
  await api.put(`/admin/activity/${encodeURIComponent(activityId)}/${action}`, { auth: 'staff' });
}

/** Refreshes the centre's views and calendar, and the centre list's counts. */
export function useChangeActivityArchive(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, action }: { activityId: string; action: ArchiveAction }) =>
      changeActivityArchive(activityId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: centreActivitiesKey(centerId) }),
        queryClient.invalidateQueries({ queryKey: [...adminActivitiesKey, 'centres'] }),
      ]),
  });
}
