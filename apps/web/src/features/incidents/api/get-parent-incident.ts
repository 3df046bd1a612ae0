import { incidentSchema } from '@cic/contract/incidents/incident-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of a parent's report; acknowledging refreshes it. */
export const parentIncidentKey = (incidentId: string) => ['parent-incident', incidentId] as const;

/** GET /parent/incidents/{id}: a report about the parent's child. */
export const parentIncidentQueryOptions = (incidentId: string) =>
  queryOptions({
    queryKey: parentIncidentKey(incidentId),
    queryFn: ({ signal }) =>
      api.get(`/parent/incidents/${encodeURIComponent(incidentId)}`, {
        auth: 'parent',
        schema: incidentSchema,
        signal,
      }),
  });

export function useParentIncident(incidentId: string) {
  return useQuery(parentIncidentQueryOptions(incidentId));
}
