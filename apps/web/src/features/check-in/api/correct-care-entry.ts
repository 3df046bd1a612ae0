import type { CareCorrectionInput } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreCareKey } from './get-care-day';

/** POST /center/care/entries/{id}/corrections: a new version of the entry, with why. */
export function useCorrectCareEntry(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: CareCorrectionInput) =>
      api.post(`/center/care/entries/${encodeURIComponent(entryId)}/corrections`, {
        auth: 'staff',
        body: correction,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreCareKey }),
  });
}
