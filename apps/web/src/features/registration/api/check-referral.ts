import { referralCheckResultSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /parent/auth/check-referral-number: whether a referral code may be used ({ isValid, message }). */
export function checkReferral(referralNumber: string) {
  return api.post('/parent/auth/check-referral-number', {
    auth: 'parent',
    body: { referralNumber },
    schema: referralCheckResultSchema,
  });
}

export function useCheckReferral() {
  return useMutation({ mutationFn: checkReferral });
}
