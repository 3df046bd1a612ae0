import { statementSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKey, statementPath } from './billing-key';

/** A family at a centre, from a day to a day (Kuala Lumpur days; this year so far when left out). */
export type StatementQuery = { familyId: string; centerId: string; from?: string; to?: string };

/** GET /admin/billing/statement?familyId&centerId&from&to: the family's statement of account at the centre. */
export function getStatement(query: StatementQuery, signal?: AbortSignal) {
  return api.get(statementPath, { auth: 'staff', query, schema: statementSchema, signal });
}

export const statementQueryOptions = (query: StatementQuery) =>
  queryOptions({
    queryKey: [...statementKey, query] as const,
    queryFn: ({ signal }) => getStatement(query, signal),
  });

/** Keeps the previous period on screen while another loads. */
export function useStatement(query: StatementQuery) {
  return useQuery({ ...statementQueryOptions(query), placeholderData: keepPreviousData });
}
