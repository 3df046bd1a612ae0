import { incidentSchema, incidentSummariesSchema } from '@cic/contract/incidents/incident-answers';
import type { IncidentKind } from '@cic/contract/incidents/incident-report';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestFile } from '@/lib/request-file';
import { requestPage } from '@/lib/request-page';
import { saveFile } from '@/lib/save-file';

/** The admin list's filters, as the address bar keeps them: Kuala Lumpur days 'yyyy-MM-dd'. */
export type AdminIncidentFilters = {
  from: string;
  to: string;
  kind?: IncidentKind | undefined;
  centreId?: string | undefined;
};

export const adminIncidentsPageSize = 50;

/** GET /admin/incidents?from&to&kind&centreId&page&limit: reports that happened in the period. */
export function useAdminIncidents(query: AdminIncidentFilters & { page: number }) {
  return useQuery({
    queryKey: ['admin-incidents', 'list', query] as const,
    queryFn: ({ signal }) =>
      requestPage(
        '/admin/incidents',
        { ...query, limit: adminIncidentsPageSize },
        incidentSummariesSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/incidents/{id}: one report; the server writes the read to the audit log. */
export function useAdminIncident(incidentId: string) {
  return useQuery({
    queryKey: ['admin-incidents', 'one', incidentId] as const,
    queryFn: ({ signal }) =>
      api.get(`/admin/incidents/${encodeURIComponent(incidentId)}`, {
        auth: 'staff',
        schema: incidentSchema,
        signal,
      }),
  });
}

/** GET /admin/incidents/csv with the list's filters, in the page's language, saved under the server's file name. */
async function exportIncidents(filters: AdminIncidentFilters) {
  const { blob, fileName } = await requestFile('/admin/incidents/csv', {
    auth: 'staff',
    query: filters,
    fallbackName: 'incidents.csv',
  });
  saveFile(blob, fileName);
}

export function useExportIncidents() {
  return useMutation({ mutationFn: exportIncidents });
}
