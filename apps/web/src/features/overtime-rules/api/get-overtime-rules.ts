import { overtimeRuleGroupSchema } from '@cic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of the rules page: the groups and the package choice follow each write. */
export const overtimeRulesKey = ['overtime-rules'] as const;

/** The path of one group: a package's id, or the word default for the default rules (spec 3 §7.3). */
export const ruleGroupPath = (packageId: string | null) =>
  `/admin/overtime/rules/${packageId === null ? 'default' : encodeURIComponent(packageId)}`;

const ruleGroupListSchema = z.array(overtimeRuleGroupSchema);

/** GET /admin/overtime/rules?search: the rule groups, the default first. */
export function getOvertimeRules(search: string, signal?: AbortSignal) {
  return api.get('/admin/overtime/rules', {
    auth: 'staff',
    query: { search: search || undefined },
    schema: ruleGroupListSchema,
    signal,
  });
}

export const overtimeRulesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...overtimeRulesKey, 'groups', search] as const,
    queryFn: ({ signal }) => getOvertimeRules(search, signal),
  });

/** The list keeps showing the previous answer while a new search loads. */
export function useOvertimeRules(search: string) {
  return useQuery({ ...overtimeRulesQueryOptions(search), placeholderData: keepPreviousData });
}
