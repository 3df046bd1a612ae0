import { centreStudentSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const childrenSchema = z.array(centreStudentSchema.pick({ ID_STUDENT: true, studentName: true }));

/** A child a staff message may reach: the centre's active children. */
export type CentreChild = { id: string; name: string };

/**
 * GET /center/students (teacher token), read for whom staff may write to: the children, not the
 * conversations, so outside the conversations' key.
 */
export const centreChildrenQueryOptions = () =>
  queryOptions({
    queryKey: ['conversation-recipients'] as const,
    queryFn: ({ signal }) => api.get('/center/students', { auth: 'staff', schema: childrenSchema, signal }),
    select: (students): CentreChild[] =>
      students
        .map((student) => ({ id: student.ID_STUDENT, name: student.studentName }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60 * 1000,
  });

export function useCentreChildren() {
  return useQuery(centreChildrenQueryOptions());
}
