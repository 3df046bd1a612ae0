import { z } from 'zod';

/** What a route answers for a PDF made for the reader: saved as `fileName` by the browser. */
export function pdfAttachment(
  reply: { header(name: string, value: string): unknown },
  pdf: { fileName: string; bytes: Uint8Array },
) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${pdf.fileName}"`);
  return Buffer.from(pdf.bytes);
}

/** The parts of a route row whose answer is a PDF download: the file itself, not the JSON envelope. */
export const pdfDownload = {
  response: z.string(),
  file: { type: 'application/pdf', description: 'The PDF file, as an attachment.' },
} as const;
