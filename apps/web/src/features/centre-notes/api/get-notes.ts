import { noteSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type Note = z.infer<typeof noteSchema>;

/** Every note query of one centre. */
export const centreNotesKey = (centerId: string) => ['centre-notes', centerId] as const;

const noteListSchema = z.array(noteSchema);

export const notesPath = (centerId: string) => `/admin/checkin/center/${encodeURIComponent(centerId)}/notes`;

/** GET /admin/checkin/center/{centerId}/notes?date: the notes of one day. */
export function getNotes(centerId: string, date: string, signal?: AbortSignal) {
  return api.get(notesPath(centerId), { auth: 'staff', query: { date }, schema: noteListSchema, signal });
}

export const notesQueryOptions = (centerId: string, date: string) =>
  queryOptions({
    queryKey: [...centreNotesKey(centerId), date] as const,
    queryFn: ({ signal }) => getNotes(centerId, date, signal),
  });

export function useNotes(centerId: string, date: string) {
  return useQuery(notesQueryOptions(centerId, date));
}
