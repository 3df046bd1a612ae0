import type { Readable } from 'node:stream';
import {
  type DocumentKey,
  documentText,
  type IncidentFields,
  incidentBodyPartWord,
  incidentKindWord,
  incidentStatusWord,
  incidentTimeText,
  type Language,
} from '@cic/contract';
import { csvStream, recordsOfBatches } from '../../shared/csv-stream';
import type { IncidentReportRow } from './read-repository';

/** A report of the export with its parents' acknowledgements. */
export type IncidentCsvRow = IncidentReportRow & { acknowledgements: { parentName: string; at: Date }[] };

const columns: DocumentKey[] = [
  'centre',
  'incidentChild',
  'incidentKind',
  'incidentWhen',
  'incidentPlace',
  'incidentWhatHappened',
  'incidentInjury',
  'incidentBodyParts',
  'incidentFirstAid',
  'incidentWitnesses',
  'incidentFiled',
  'incidentStatus',
  'incidentReview',
  'incidentAcknowledged',
];

function csvRecord(row: IncidentCsvRow, language: Language): string[] {
  const report = row.details as IncidentFields;
  return [
    row.centreName,
    row.childName,
    incidentKindWord(row.kind, language),
    incidentTimeText(row.occurredAt),
    report.place,
    report.whatHappened,
    report.injury ?? '',
    report.bodyParts.map((part) => incidentBodyPartWord(part, language)).join(', '),
    report.firstAid,
    report.witnesses ?? '',
    documentText('incidentFiledBy', language, { time: incidentTimeText(row.filedAt), name: row.filedByName }),
    incidentStatusWord(row.status, language),
    row.reviewNote ?? '',
    row.acknowledgements
      .map((ack) =>
        documentText('incidentAcknowledgement', language, {
          name: ack.parentName,
          time: incidentTimeText(ack.at),
        }),
      )
      .join('; '),
  ];
}

/** `incidents-<from>-<to>.csv`. */
export const incidentCsvFileName = (from: string, to: string) => `incidents-${from}-${to}.csv`;

/** How many reports the export reads at a time. */
export const incidentExportBatchSize = 500;

/**
 * The reports of a period as CSV, one row per report, written as the other exports are: a UTF-8
 * byte order mark, headings and codes in the reader's language, times in Kuala Lumpur
 * (dd/MM/yyyy HH:mm), cells that start like a formula escaped, rows read in batches.
 */
export function incidentCsv(batches: AsyncIterable<IncidentCsvRow[]>, language: Language): Readable {
  return csvStream(
    columns.map((key) => documentText(key, language)),
    recordsOfBatches(batches, (row) => csvRecord(row, language)),
  );
}
