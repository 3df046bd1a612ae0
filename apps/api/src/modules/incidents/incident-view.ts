import type { Incident, IncidentFields, IncidentSummary, IncidentVersion } from '@cic/contract';
import type { CarePhotos } from '../care';
import type { IncidentReportRow } from './read-repository';

type AcknowledgementRow = { incidentId: string; parentName: string; at: Date; version: number };

const person = (id: string, name: string) => ({ id, name });

/** A report as the API answers it, its photos behind signed links. */
export async function presentIncident(
  photos: CarePhotos,
  row: IncidentReportRow,
  acknowledgements: readonly AcknowledgementRow[],
): Promise<Incident> {
  const report = row.details as IncidentFields;
  const links = await photos.linksOf(report.photoIds);
  return {
    id: row.id,
    child: person(row.childId, row.childName),
    centre: person(row.centreId, row.centreName),
    status: row.status,
    report,
    photos: report.photoIds.flatMap((id) => {
      const link = links.get(id);
      return link ? [link] : [];
    }),
    filedAt: row.filedAt.toISOString(),
    filedBy: person(row.filedById, row.filedByName),
    version: row.version,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: person(row.recordedById, row.recordedByName),
    reason: row.reason,
    review:
      row.reviewNote && row.reviewedAt && row.reviewedById
        ? {
            note: row.reviewNote,
            at: row.reviewedAt.toISOString(),
            by: person(row.reviewedById, row.reviewedByName ?? ''),
          }
        : null,
    acknowledgements: acknowledgements
      .filter((ack) => ack.incidentId === row.id)
      .map((ack) => ({ parentName: ack.parentName, at: ack.at.toISOString(), version: ack.version })),
  };
}

type SummaryRow = {
  id: string;
  childId: string;
  childName: string;
  centreId: string;
  centreName: string;
  kind: IncidentSummary['kind'];
  occurredAt: Date;
  place: string;
  status: IncidentSummary['status'];
  filedAt: Date;
  acknowledgedAt: Date | null;
};

export const presentSummary = (row: SummaryRow): IncidentSummary => ({
  id: row.id,
  child: person(row.childId, row.childName),
  centre: person(row.centreId, row.centreName),
  kind: row.kind,
  occurredAt: row.occurredAt.toISOString(),
  place: row.place,
  status: row.status,
  filedAt: row.filedAt.toISOString(),
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
});

type VersionRow = {
  version: number;
  details: unknown;
  recordedAt: Date;
  recordedById: string;
  recordedByName: string;
  reason: string | null;
};

export const presentVersion = (row: VersionRow): IncidentVersion => ({
  version: row.version,
  report: row.details as IncidentFields,
  recordedAt: row.recordedAt.toISOString(),
  recordedBy: person(row.recordedById, row.recordedByName),
  reason: row.reason,
});
