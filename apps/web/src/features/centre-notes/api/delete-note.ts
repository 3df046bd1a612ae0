import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreNotesKey, notesPath } from './get-notes';

/** DELETE /admin/checkin/center/{centerId}/notes/{noteId}. */
export async function deleteNote(centerId: string, noteId: string) {
  await api.delete(`${notesPath(centerId)}/${encodeURIComponent(noteId)}`, { auth: 'staff' });
}

export function useDeleteNote(centerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(centerId, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreNotesKey(centerId) }),
  });
}
