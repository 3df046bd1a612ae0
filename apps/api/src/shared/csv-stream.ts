import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * A CSV download streamed from its records (decision 040): a UTF-8 byte order mark (Excel then
 * reads Malay and other non-ASCII names right), the headings, then each record; cells that start
 * like a formula are escaped, so a name cannot run in the admin's spreadsheet. Records come one at
 * a time, so memory holds what the source reads at once, not the file.
 */
export function csvStream(headings: readonly string[], records: AsyncIterable<string[]>): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...headings], escape_formulas: true });
  // A failure half way destroys the stream: the download ends short rather than looking complete.
  pipeline(Readable.from(records), csv).catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}

/** The records of rows read in batches (a list's export), one per row. */
export async function* recordsOfBatches<Row>(
  batches: AsyncIterable<Row[]>,
  record: (row: Row) => string[],
): AsyncIterable<string[]> {
  for await (const batch of batches) for (const row of batch) yield record(row);
}
