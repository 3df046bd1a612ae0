import { acknowledgedIncidentSchema } from '@cic/contract/incidents/incident-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parentIncidentKey } from './get-parent-incident';

/** PUT /parent/incidents/{id}/acknowledgement: the parent has read the report. */
export function useAcknowledgeIncident(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put(`/parent/incidents/${encodeURIComponent(incidentId)}/acknowledgement`, {
        auth: 'parent',
        schema: acknowledgedIncidentSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentIncidentKey(incidentId) }),
  });
}
