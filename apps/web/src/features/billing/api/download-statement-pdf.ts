import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';
import { statementPdfPath } from './billing-key';
import type { StatementQuery } from './get-statement';

/** GET /admin/billing/statement/pdf?familyId&centerId&from&to in the page's language, saved under the server's file name. */
export async function downloadStatementPdf(query: StatementQuery) {
  const { blob, fileName } = await requestFile(statementPdfPath, {
    auth: 'staff',
    query,
    fallbackName: 'statement.pdf',
  });
  saveFile(blob, fileName);
}

export function useDownloadStatementPdf() {
  return useMutation({ mutationFn: downloadStatementPdf });
}
