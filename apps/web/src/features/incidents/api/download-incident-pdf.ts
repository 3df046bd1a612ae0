import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';

/** Who reads: each side has its own route and session. */
export type IncidentReader = 'parent' | 'center' | 'admin';
const authOf = { parent: 'parent', center: 'staff', admin: 'staff' } as const;

/** GET /{side}/incidents/{id}/pdf in the page's language, saved under the server's file name. */
export async function downloadIncidentPdf(side: IncidentReader, incidentId: string) {
  const { blob, fileName } = await requestFile(`/${side}/incidents/${encodeURIComponent(incidentId)}/pdf`, {
    auth: authOf[side],
    fallbackName: 'incident.pdf',
  });
  saveFile(blob, fileName);
}

export function useDownloadIncidentPdf(side: IncidentReader) {
  return useMutation({ mutationFn: (incidentId: string) => downloadIncidentPdf(side, incidentId) });
}
