import { checkEmailResultSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /parent/auth/check-email: whether another parent's e-mail has an account and is verified. */
export function checkEmail(email: string, signal?: AbortSignal) {
  return api.post('/parent/auth/check-email', {
    auth: 'parent',
    body: { email },
    schema: checkEmailResultSchema,
    signal,
  });
}

export const emailCheckQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['registration', 'email-check', email] as const,
    queryFn: ({ signal }) => checkEmail(email, signal),
    enabled: email !== '',
    retry: false,
  });

/** `email` is the debounced, valid address, or '' while there is none to check. */
export function useEmailCheck(email: string) {
  return useQuery(emailCheckQueryOptions(email));
}
