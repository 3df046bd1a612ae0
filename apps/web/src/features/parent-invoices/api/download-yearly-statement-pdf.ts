import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/request-file';
import { saveFile } from '@/lib/save-file';

/** A child and a calendar year: what one yearly fee statement covers. */
export type YearlyStatementQuery = { childId: string; year: number };

/**
 * GET /parent/billing/yearly-statement/pdf?childId&year with the parent's token, in the page's
 * language: the PDF (a year without fees is a PDF too), saved under the server's file name.
 */
export async function downloadYearlyStatementPdf({ childId, year }: YearlyStatementQuery) {
  const { blob, fileName } = await requestFile('/parent/billing/yearly-statement/pdf', {
    auth: 'parent',
    query: { childId, year },
    fallbackName: `yearly-fee-statement-${year}.pdf`,
  });
  saveFile(blob, fileName);
}

export function useDownloadYearlyStatementPdf() {
  return useMutation({ mutationFn: downloadYearlyStatementPdf });
}
