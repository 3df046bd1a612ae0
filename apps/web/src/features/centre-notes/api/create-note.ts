import type { noteBodySchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { centreNotesKey, notesPath } from './get-notes';

export type NoteBody = z.infer<typeof noteBodySchema>;

/** POST /admin/checkin/center/{centerId}/notes: a note on one day. */
export async function createNote(centerId: string, body: NoteBody) {
  await api.post(notesPath(centerId), { auth: 'staff', body });
}

export function useCreateNote(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => createNote(centerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreNotesKey(centerId) }),
  });
}
