import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NoteBody } from './create-note';
import { centreNotesKey, notesPath } from './get-notes';

/** PUT /admin/checkin/center/{centerId}/notes/{noteId}: changes a note's text. */
export async function updateNote(centerId: string, noteId: string, body: NoteBody) {
  await api.put(`${notesPath(centerId)}/${encodeURIComponent(noteId)}`, { auth: 'staff', body });
}

export function useUpdateNote(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, ...body }: NoteBody & { noteId: string }) => updateNote(centerId, noteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreNotesKey(centerId) }),
  });
}
