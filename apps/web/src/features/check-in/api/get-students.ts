import type { CentreStudent } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { allWaiting, keep, readKept } from '../lib/device-store';
import { withWaitingRecords } from '../lib/waiting-records';

/** Loaded with the call: the check-in list, the teacher's first page, draws without zod (decision 055). */
const studentListSchema = () =>
  import('@cic/contract/check-ins/centre-students').then((m) => m.centreStudentSchema.array());

/** Every query of the teacher's students; a check-in invalidates them all. */
export const centreStudentsKey = ['centre-students'] as const;

const keptListKey = 'centre-students';

/** GET /center/students (teacher token): the centre's children with their latest record. */
export function getStudents(signal?: AbortSignal) {
  return api.get('/center/students', { auth: 'staff', schema: studentListSchema(), signal });
}

/**
 * The list from the server, kept on the phone each time; without a network, the list kept last
 * (issue 31), so a reload at a door without signal still shows the children.
 */
async function studentsOnlineOrKept(signal?: AbortSignal): Promise<CentreStudent[]> {
  try {
    const data = await getStudents(signal);
    void keep(keptListKey, data).catch(() => undefined);
    return data;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NETWORK_ERROR')) throw error;
    const kept = await readKept<CentreStudent[]>(keptListKey).catch(() => undefined);
    if (!kept) throw error;
    return kept;
  }
}

export const studentsQueryOptions = () =>
  queryOptions({
    queryKey: [...centreStudentsKey, 'list'] as const,
    queryFn: async ({ signal }) =>
      withWaitingRecords(await studentsOnlineOrKept(signal), await allWaiting().catch(() => [])),
    // Offline the kept list answers: the query must run rather than wait for a network.
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
