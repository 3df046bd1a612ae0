import type { Readable } from 'node:stream';
import {
  type AgeingRow,
  ageingBuckets,
  ageingCsvColumns,
  billedFamilyText,
  documentText,
  type Language,
} from '@cic/contract';
import { csvDay, csvRinggit } from '../../shared/csv-cells';
import { csvStream, recordsOfBatches } from '../../shared/csv-stream';

function csvRecord(row: AgeingRow, language: Language): string[] {
  return [
    row.centre.name,
    billedFamilyText(row.familyNamedAfter, language),
    row.childNames.join(', '),
    ...ageingBuckets.map((bucket) => csvRinggit(row.buckets[bucket])),
    csvRinggit(row.totalSen),
    csvDay(row.oldestDueDate),
    String(row.invoices),
  ];
}

/** The file name of an export: `ageing-<the day aged at>.csv`. */
export const ageingCsvFileName = (asOf: string) => `ageing-${asOf}.csv`;

/** How many rows the export reads at a time. */
export const ageingExportBatchSize = 500;

/**
 * The ageing as CSV, one row per family and centre, written as the invoices export is: a UTF-8
 * byte order mark, headings and family names in the reader's language, amounts in ringgit with 2
 * decimals as the invoices CSV has them, cells that start like a formula escaped. Rows come in
 * batches, so memory holds a batch, not the list.
 */
export function ageingCsv(batches: AsyncIterable<AgeingRow[]>, language: Language): Readable {
  return csvStream(
    ageingCsvColumns.map((key) => documentText(key, language)),
    recordsOfBatches(batches, (row) => csvRecord(row, language)),
  );
}
