import type { Readable } from 'node:stream';
import { z } from 'zod';

/** What a route answers for a CSV file streamed to the reader: saved as `fileName` by the browser. */
export function csvAttachment(
  reply: { header(name: string, value: string): unknown },
  fileName: string,
  csv: Readable,
) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return csv;
}

/** The parts of a route row whose answer is a CSV download: the file itself, not the JSON envelope. */
export const csvDownload = {
  response: z.string(),
  file: { type: 'text/csv', description: 'The CSV file (UTF-8 with a byte order mark), as an attachment.' },
} as const;
