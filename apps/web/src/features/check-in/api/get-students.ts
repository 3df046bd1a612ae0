import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreStudentsKey } from '@/lib/centre-students-key';
import { allWaiting } from '@/lib/device-store';
import { onlineOrKept } from '../lib/kept-answer';
import { type WaitingRecord, withWaitingRecords } from '../lib/waiting-records';
import { keepCentreCollectors } from './keep-collectors';

/** Loaded with the call: the check-in list, the teacher's first page, draws without zod (decision 055). */
const studentListSchema = () =>
  import('@cic/contract/check-ins/centre-students').then((m) => m.centreStudentSchema.array());

/** GET /center/students (teacher token): the centre's children with their latest record. */
export async function getStudents(signal?: AbortSignal) {
  const students = await api.get('/center/students', { auth: 'staff', schema: studentListSchema(), signal });
  // Online: keep every child's collectors too, for check-outs made offline later.
  void keepCentreCollectors();
  return students;
}

export const studentsQueryOptions = () =>
  queryOptions({
    queryKey: [...centreStudentsKey, 'list'] as const,
    queryFn: async ({ signal }) =>
      withWaitingRecords(
        await onlineOrKept('centre-students', () => getStudents(signal)),
        await allWaiting<WaitingRecord>().catch(() => []),
      ),
    // Offline the list kept on the phone answers: the query must run rather than wait for a network.
    networkMode: 'always',
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
