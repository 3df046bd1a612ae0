import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pickupPersonsQueryOptions } from './get-pickup-persons';

/** DELETE /parent/children/{childId}/pickup-persons/{personId}; past check-outs keep the name. */
export function useRemovePickupPerson(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) =>
      api.delete(
        `/parent/children/${encodeURIComponent(childId)}/pickup-persons/${encodeURIComponent(personId)}`,
        { auth: 'parent' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupPersonsQueryOptions(childId).queryKey }),
  });
}
