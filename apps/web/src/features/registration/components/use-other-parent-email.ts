import { emailSchema } from '@cic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { i18n } from '@/i18n/i18n';
import { emailCheckQueryOptions, useEmailCheck } from '../api/check-email';

/** Spec 1 §9: the other parent's e-mail is checked once typing pauses for 500 ms. */
export const emailCheckDelayMs = 500;

export type OtherParentEmail =
  | { state: 'unchecked' | 'checking' | 'verified' }
  | { state: 'not usable'; message: string; canVerify: boolean };

/**
 * Spec 1 §4: the other parent's e-mail is unchecked, checking, verified (exists and verified) or
 * not usable. `markVerified` records a code proof so Next enables without waiting for a refetch.
 */
export function useOtherParentEmail(typed: string) {
  const queryClient = useQueryClient();
  const parsed = emailSchema.safeParse(typed);
  const email = parsed.success ? parsed.data : '';
  const settled = useDebouncedValue(email, emailCheckDelayMs);
  const check = useEmailCheck(settled);

  const markVerified = useCallback(
    (address: string) => {
      const { queryKey } = emailCheckQueryOptions(address);
      queryClient.setQueryData(queryKey, { exists: true, verified: true });
      void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );

  let status: OtherParentEmail;
  if (!email) status = { state: 'unchecked' };
  else if (settled !== email || check.isPending) status = { state: 'checking' };
  else if (check.data?.verified) status = { state: 'verified' };
  else if (check.data?.exists)
    status = { state: 'not usable', message: i18n.t('registration:emailCheck.notVerified'), canVerify: true };
  else if (check.data)
    status = {
      state: 'not usable',
      message: i18n.t('registration:emailCheck.notRegistered'),
      canVerify: true,
    };
  else status = { state: 'not usable', message: i18n.t('registration:emailCheck.failed'), canVerify: false };
  return { email, status, markVerified };
}
