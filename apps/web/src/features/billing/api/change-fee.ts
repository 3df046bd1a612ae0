import { type CreateFeeBody, type FeePriceBody, feeSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feeArchivePath, feePricesPath, packageFeesPath, packagesKey } from './billing-key';

/** The changes the Fees page makes: each answers the fee as it now stands. */
export type FeeChange =
  | { kind: 'create'; packageId: string; body: CreateFeeBody }
  | { kind: 'price'; feeId: string; body: FeePriceBody }
  | { kind: 'archive'; feeId: string };

/**
 * POST /admin/billing/packages/{id}/fees (a new fee and its first price), /fees/{id}/prices (a price
 * from a month on; earlier months keep theirs) or /fees/{id}/archive (a one-off fee retired).
 */
export function changeFee(change: FeeChange) {
  const options = { auth: 'staff', schema: feeSchema } as const;
  switch (change.kind) {
    case 'create':
      return api.post(packageFeesPath(change.packageId), { ...options, body: change.body });
    case 'price':
      return api.post(feePricesPath(change.feeId), { ...options, body: change.body });
    case 'archive':
      return api.post(feeArchivePath(change.feeId), options);
  }
}

/** Every page of packages refreshes: the fee shows on its package's card. */
export function useChangeFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
