import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Loaded with the call: the check-in list, the teacher's first page, draws without zod (decision 055). */
const studentListSchema = () =>
  import('@cic/contract/check-ins/centre-students').then((m) => m.centreStudentSchema.array());

/** Every query of the teacher's students; a check-in invalidates them all. */
export const centreStudentsKey = ['centre-students'] as const;

/** GET /center/students (teacher token): the centre's children with their latest record. */
export function getStudents(signal?: AbortSignal) {
  return api.get('/center/students', { auth: 'staff', schema: studentListSchema(), signal });
}

export const studentsQueryOptions = () =>
  queryOptions({
    queryKey: [...centreStudentsKey, 'list'] as const,
    queryFn: ({ signal }) => getStudents(signal),
    staleTime: 30 * 1000,
    // Several teachers work the door at once: pick up their check-ins too.
    refetchInterval: 60 * 1000,
  });

export function useStudents() {
  return useQuery(studentsQueryOptions());
}

/** One student of the list by id (the history page opened directly, without navigation state). */
export function useStudent(studentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...studentsQueryOptions(),
    select: (students) => students.find((student) => student.ID_STUDENT === studentId) ?? null,
    enabled: options.enabled ?? true,
  });
}
