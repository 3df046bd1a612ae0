import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';
import { reportPath } from './get-report';

/** GET /admin/overtime/reports/{id}/export with the bearer token, saved under the server's file name. */
export async function exportReport(reportId: string) {
  const { blob, fileName } = await requestFile(`${reportPath(reportId)}/export`, {
    auth: 'staff',
    fallbackName: 'overtime-report.csv',
  });
  saveFile(blob, fileName);
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
