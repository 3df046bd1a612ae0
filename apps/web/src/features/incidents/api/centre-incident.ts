import { incidentSchema, incidentVersionsSchema } from '@cic/contract/incidents/incident-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every staff query of reports: filing, correcting and completing refresh them all. */
export const centreIncidentsKey = ['centre-incidents'] as const;

const incidentPath = (incidentId: string) => `/center/incidents/${encodeURIComponent(incidentId)}`;

/** GET /center/incidents/{id}: a report of the signed-in centre with its review and acknowledgements. */
export const centreIncidentQueryOptions = (incidentId: string) =>
  queryOptions({
    queryKey: [...centreIncidentsKey, 'one', incidentId] as const,
    queryFn: ({ signal }) =>
      api.get(incidentPath(incidentId), { auth: 'staff', schema: incidentSchema, signal }),
  });

export function useCentreIncident(incidentId: string) {
  return useQuery(centreIncidentQueryOptions(incidentId));
}

/** GET /center/incidents/{id}/versions: each version with who recorded it, when and why. */
export function useIncidentVersions(incidentId: string) {
  return useQuery({
    queryKey: [...centreIncidentsKey, 'versions', incidentId] as const,
    queryFn: ({ signal }) =>
      api.get(`${incidentPath(incidentId)}/versions`, {
        auth: 'staff',
        schema: incidentVersionsSchema,
        signal,
      }),
  });
}
