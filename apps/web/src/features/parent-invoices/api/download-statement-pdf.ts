import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';
import { type StatementQuery, statementPdfPath } from './statement-key';

/**
 * GET /parent/billing/statement/pdf?familyId&centerId&from&to with the parent's token, in the page's
 * language: the PDF's bytes, saved under the server's file name.
 */
export async function downloadStatementPdf(query: StatementQuery) {
  const { blob, fileName } = await requestFile(statementPdfPath, {
    auth: 'parent',
    query,
    fallbackName: 'statement.pdf',
  });
  saveFile(blob, fileName);
}

export function useDownloadStatementPdf() {
  return useMutation({ mutationFn: downloadStatementPdf });
}
