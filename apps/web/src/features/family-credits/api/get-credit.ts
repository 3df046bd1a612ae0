import { familyCreditDetailSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditPath, familyCreditsKey } from './credits-key';

/** GET /admin/overtime/credits/{id}: the family's credit at a centre, its entries and open invoices. */
export function getCredit(accountId: string, signal?: AbortSignal) {
  return api.get(creditPath(accountId), { auth: 'staff', schema: familyCreditDetailSchema, signal });
}

export const creditQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: [...familyCreditsKey, 'detail', accountId] as const,
    queryFn: ({ signal }) => getCredit(accountId, signal),
  });

export function useCredit(accountId: string) {
  return useQuery(creditQueryOptions(accountId));
}
