import type { Readable } from 'node:stream';
import { kualaLumpurOffsetMs, overtimeCsvColumns } from '@cic/contract';
import { csvDay, csvRinggit } from '../../shared/csv-cells';
import { csvStream } from '../../shared/csv-stream';
import { fileNameSlug } from '../../shared/file-name-slug';
import type { OvertimeReportsRepository } from './repository';

type ExportRow = Awaited<ReturnType<OvertimeReportsRepository['exportRows']>>[number];

/** The Kuala Lumpur clock time 'HH:mm' of an instant. */
const klClock = (instant: Date) =>
  new Date(instant.getTime() + kualaLumpurOffsetMs).toISOString().slice(11, 16);

function csvRecord(centreName: string, row: ExportRow): string[] {
  return [
    centreName,
    row.childName,
    row.packageName ?? '',
    csvDay(row.localDate),
    klClock(row.startTime),
    klClock(row.endTime),
    String(row.duration),
    row.unit,
    row.rate,
    csvRinggit(row.amountSen),
  ];
}

/** The file name of a report's export: `overtime-<name slug>-<start>-<end>.csv`. */
export function overtimeCsvFileName(report: { name: string; startDate: string; endDate: string }) {
  const slug = fileNameSlug(report.name);
  return `overtime-${slug || 'report'}-${report.startDate}-${report.endDate}.csv`;
}

/**
 * The report as CSV, one row per item, streamed: a UTF-8 byte order mark (Excel then reads Malay
 * and other non-ASCII names right), the contract's header, then the items one centre at a time
 * (each read on the `(report_id, centre_id)` index), so memory holds one centre, not the report.
 * Cells that start like a formula are escaped, so a name cannot run in the admin's spreadsheet.
 */
export function overtimeCsv(repository: OvertimeReportsRepository, reportId: string): Readable {
  async function* records() {
    for (const centre of await repository.exportCentres(reportId)) {
      for (const row of await repository.exportRows(reportId, centre.centreId)) {
        yield csvRecord(centre.centreName, row);
      }
    }
  }
  return csvStream(overtimeCsvColumns, records());
}
