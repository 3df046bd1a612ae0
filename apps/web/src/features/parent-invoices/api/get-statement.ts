import { statementSchema } from '@cic/contract/billing/statement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type StatementQuery, statementKey, statementPath } from './statement-key';

/** GET /parent/billing/statement?familyId&centerId&from&to: the family's statement of account at the centre. */
export const statementQueryOptions = (query: StatementQuery) =>
  queryOptions({
    queryKey: [...statementKey, query] as const,
    queryFn: ({ signal }) =>
      api.get(statementPath, { auth: 'parent', query, schema: statementSchema, signal }),
  });

/** Keeps the period shown on screen while another loads; null asks nothing (no account chosen yet). */
export function useStatement(query: StatementQuery | null) {
  return useQuery({
    ...statementQueryOptions(query ?? { familyId: '', centerId: '', from: '', to: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
