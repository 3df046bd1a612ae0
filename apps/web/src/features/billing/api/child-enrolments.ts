import { childEnrolmentsSchema, type EnrolBody, type WithdrawalBody } from '@cic/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { childEnrolmentsPath, childWithdrawalPath, enrolmentsKey } from './billing-key';

export const childEnrolmentsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...enrolmentsKey, 'child', childId] as const,
    queryFn: ({ signal }) =>
      api.get(childEnrolmentsPath(childId), {
        auth: 'staff',
        schema: childEnrolmentsSchema,
        signal,
      }),
  });

/** GET /admin/billing/children/{id}/enrolments: the child, its centre's packages and its periods; null asks nothing. */
export function useChildEnrolments(childId: string | null) {
  return useQuery({ ...childEnrolmentsQueryOptions(childId ?? ''), enabled: childId !== null });
}

/** The two changes of a child's enrolment: each answers the child's enrolments as they now stand. */
export type EnrolmentChange = { kind: 'enrol'; body: EnrolBody } | { kind: 'withdraw'; body: WithdrawalBody };

/**
 * POST /admin/billing/children/{id}/enrolments (enrols, or changes package from that day) or
 * /withdrawal (the last day billed).
 */
export function changeEnrolment(childId: string, change: EnrolmentChange) {
  const options = { auth: 'staff', body: change.body, schema: childEnrolmentsSchema } as const;
  return change.kind === 'enrol'
    ? api.post(childEnrolmentsPath(childId), options)
    : api.post(childWithdrawalPath(childId), options);
}

/** The child's page shows the answer at once; the Enrolments list refreshes. */
export function useChangeEnrolment(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EnrolmentChange) => changeEnrolment(childId, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(childEnrolmentsQueryOptions(childId).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: [...enrolmentsKey, 'list'] });
    },
  });
}
