import type { CareDetails, CareEntry, CareGroupEntry } from '@cic/contract';
import { careDetailsSchema, fieldsForChild, kualaLumpurDay } from '@cic/contract';
import type { CarePhotos } from './photos';

/** The details one child's entry of a group keeps: the kind's fields, the group's or the exception's. */
export function detailsForChild(request: CareGroupEntry, childId: string): CareDetails {
  const fields = fieldsForChild(request, request.exceptions, childId);
  return careDetailsSchema.parse({ ...fields, kind: request.kind });
}

/** Where an entry sits on the timeline: a nap's start, a toilet's time, else its capture time. */
export function occurrenceOf(details: CareDetails, capturedAt: Date) {
  const at =
    details.kind === 'NAP'
      ? new Date(details.start)
      : details.kind === 'TOILET'
        ? new Date(details.at)
        : capturedAt;
  return { occurredAt: at, localDate: kualaLumpurDay(at) };
}

export type EntryRow = {
  id: string;
  childId: string;
  groupId: string;
  details: unknown;
  occurredAt: Date;
  recordedAt: Date;
  recordedById: string;
  recordedByName: string;
  version: number;
  doneAt: Date | null;
};

/** The photo ids of a note's details; none for other kinds. */
export const photoIdsOf = (details: unknown) => {
  const parsed = details as CareDetails;
  return parsed.kind === 'NOTE' ? parsed.photoIds : [];
};

/** Entries as the API answers them, with their notes' photos behind signed links. */
export async function presentEntries(photos: CarePhotos, rows: readonly EntryRow[]): Promise<CareEntry[]> {
  const links = await photos.linksOf(rows.flatMap((row) => photoIdsOf(row.details)));
  return rows.map((row) => ({
    id: row.id,
    childId: row.childId,
    groupId: row.groupId,
    details: row.details as CareDetails,
    occurredAt: row.occurredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: { id: row.recordedById, name: row.recordedByName },
    corrected: row.version > 1,
    version: row.version,
    doneAt: row.doneAt?.toISOString() ?? null,
    photos: photoIdsOf(row.details).flatMap((id) => {
      const link = links.get(id);
      return link ? [link] : [];
    }),
  }));
}
