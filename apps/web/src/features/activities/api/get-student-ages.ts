import { centreStudentSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const studentAgesSchema = z.array(centreStudentSchema.pick({ Age: true }));

/** GET /center/students (teacher token), read for the Age of each student (spec 3 §7.1). */
export function getStudentAges(signal?: AbortSignal) {
  return api.get('/center/students', { auth: 'staff', schema: studentAgesSchema, signal });
}

export const studentAgesQueryOptions = () =>
  queryOptions({
    queryKey: ['activity-student-ages'] as const,
    queryFn: ({ signal }) => getStudentAges(signal),
    select: (students) => students.map((student) => student.Age),
    staleTime: 5 * 60 * 1000,
  });

export function useStudentAges() {
  return useQuery(studentAgesQueryOptions());
}
