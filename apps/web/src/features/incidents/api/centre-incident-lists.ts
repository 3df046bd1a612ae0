import { incidentSummariesSchema } from '@cic/contract/incidents/incident-answers';
import type { IncidentListFilter } from '@cic/contract/incidents/incident-queries';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreIncidentsKey } from './centre-incident';

/** GET /center/incidents?filter: the head of centre's open or unacknowledged reports, latest first. */
export function useCentreIncidents(filter: IncidentListFilter) {
  return useQuery({
    queryKey: [...centreIncidentsKey, 'list', filter] as const,
    queryFn: ({ signal }) =>
      api.get('/center/incidents', {
        auth: 'staff',
        query: { filter },
        schema: incidentSummariesSchema,
        signal,
      }),
  });
}

/** GET /center/students/{id}/incidents: one child's reports, latest first. */
export function useChildIncidents(childId: string) {
  return useQuery({
    queryKey: [...centreIncidentsKey, 'child', childId] as const,
    queryFn: ({ signal }) =>
      api.get(`/center/students/${encodeURIComponent(childId)}/incidents`, {
        auth: 'staff',
        schema: incidentSummariesSchema,
        signal,
      }),
  });
}
