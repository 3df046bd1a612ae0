import type { ApplyFamilyCredit, RefundFamilyCredit } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditPath } from './credits-key';

export type CreditChange =
  | { kind: 'apply'; body: ApplyFamilyCredit }
  | { kind: 'refund'; body: RefundFamilyCredit };

/** POST /admin/overtime/credits/{id}/applications | refunds: each answers the credit as it now stands. */
export function changeCredit(accountId: string, change: CreditChange) {
  switch (change.kind) {
    case 'apply':
      return api.post(`${creditPath(accountId)}/applications`, { auth: 'staff', body: change.body });
    case 'refund':
      return api.post(`${creditPath(accountId)}/refunds`, { auth: 'staff', body: change.body });
  }
}

/**
 * Applying credit pays an invoice: the invoices' pages, their totals and the credits all change,
 * so every query refreshes.
 */
export function useChangeCredit(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CreditChange) => changeCredit(accountId, change),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
