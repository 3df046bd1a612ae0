import { statementAccountSchema } from '@cic/contract/billing/statement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementAccountsPath, statementKey } from './statement-key';

/** GET /parent/billing/statements: the parent's families at each centre that invoiced them. */
export const statementAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...statementKey, 'accounts'] as const,
    queryFn: ({ signal }) =>
      api.get(statementAccountsPath, { auth: 'parent', schema: statementAccountSchema.array(), signal }),
  });

export function useStatementAccounts() {
  return useQuery(statementAccountsQueryOptions());
}
