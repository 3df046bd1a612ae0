import { incidentSchema } from '@cic/contract/incidents/incident-answers';
import type {
  IncidentCorrectionInput,
  IncidentReportInput,
  IncidentReview,
} from '@cic/contract/incidents/incident-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadCarePhoto } from '@/lib/care-photo-upload';
import { centreIncidentsKey } from './centre-incident';

const incidentPath = (incidentId: string) => `/center/incidents/${encodeURIComponent(incidentId)}`;

/** The report's photos uploaded first through the care photo upload, then the report naming them. */
async function fileIncident({ report, photos }: { report: IncidentReportInput; photos: readonly Blob[] }) {
  const photoIds: string[] = [];
  for (const photo of photos) photoIds.push(await uploadCarePhoto(photo));
  return api.post('/center/incidents', {
    auth: 'staff',
    body: { ...report, photoIds },
    schema: incidentSchema,
  });
}

function useIncidentChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreIncidentsKey }),
  });
}

/** POST /center/incidents: files a report; the child's parents are told at once. */
export const useFileIncident = () => useIncidentChange(fileIncident);

/** POST /center/incidents/{id}/corrections: a new version with why; the earlier ones are kept. */
export const useCorrectIncident = (incidentId: string) =>
  useIncidentChange((correction: IncidentCorrectionInput) =>
    api.post(`${incidentPath(incidentId)}/corrections`, { auth: 'staff', body: correction }),
  );

/** POST /center/incidents/{id}/completion: the head of centre's review note; completes the report. */
export const useCompleteIncident = (incidentId: string) =>
  useIncidentChange((review: IncidentReview) =>
    api.post(`${incidentPath(incidentId)}/completion`, { auth: 'staff', body: review }),
  );
