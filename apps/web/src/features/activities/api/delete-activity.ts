import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreActivitiesKey } from './get-activities';

/** DELETE /center/activities/{id}: gone for good, with its images. */
export async function deleteActivity(activityId: string) {
  await api.delete(`/center/activities/${encodeURIComponent(activityId)}`, { auth: 'staff' });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    // Only the lists: the open detail page leaves before its activity would answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...centreActivitiesKey, 'list'] }),
  });
}
