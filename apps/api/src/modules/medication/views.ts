import {
  type DueDose,
  doseOverdueAfterMs,
  kualaLumpurInstant,
  type MedicationAuthorisation,
  type MedicationDose,
} from '@cic/contract';
import type { PhotoLink } from '../../shared/uploaded-photos';
import type { DoseView } from './dose-repository';
import type { AuthorisationView } from './repository';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentAuthorisation(
  view: AuthorisationView,
  photo: PhotoLink | null,
): MedicationAuthorisation {
  const { row } = view;
  return {
    id: row.id,
    childId: row.childId,
    childName: view.childName,
    medicineName: row.medicineName,
    dose: row.dose,
    timesOfDay: row.timesOfDay,
    whenNeeded: row.whenNeeded,
    condition: row.condition,
    from: row.fromDate,
    to: row.toDate,
    status: row.status,
    labelPhoto: photo,
    requestedAt: row.createdAt.toISOString(),
    decidedBy: person(row.decidedById, view.decidedByName),
    decidedAt: iso(row.decidedAt),
    declineReason: row.declineReason,
    withdrawnAt: iso(row.withdrawnAt),
  };
}

export function presentDose({ row, medicineName, recordedByName }: DoseView): MedicationDose {
  return {
    id: row.id,
    authorisationId: row.authorisationId,
    childId: row.childId,
    medicineName,
    day: row.localDate,
    slot: row.slot,
    outcome: row.outcome,
    at: row.at.toISOString(),
    amount: row.amount,
    reasonCode: row.reasonCode,
    reasonText: row.reasonText,
    recordedBy: { id: row.recordedById, name: recordedByName },
    recordedAt: row.recordedAt.toISOString(),
    version: row.version,
    corrected: row.version > 1,
  };
}

/** When a slot of a day is due, and when it is overdue. */
export const slotDueAt = (day: string, slot: string) => kualaLumpurInstant(day, slot);
export const slotOverdueAt = (day: string, slot: string) =>
  new Date(slotDueAt(day, slot).getTime() + doseOverdueAfterMs);

/**
 * The day's doses due: each clock time of each accepted authorisation with its record, overdue
 * 30 minutes after its time while it has none; a medicine when needed once, with its doses so far.
 */
export function dueDoses(
  authorisations: readonly AuthorisationView[],
  doses: readonly MedicationDose[],
  day: string,
  now: Date,
): DueDose[] {
  const due = authorisations.flatMap(({ row, childName }): DueDose[] => {
    const base = {
      authorisationId: row.id,
      childId: row.childId,
      childName,
      medicineName: row.medicineName,
      dose: row.dose,
      condition: row.condition,
    };
    const mine = doses.filter((dose) => dose.authorisationId === row.id);
    if (row.whenNeeded) return [{ ...base, slot: null, dueAt: null, overdue: false, doses: mine }];
    return row.timesOfDay.map((slot) => {
      const recorded = mine.filter((dose) => dose.slot === slot);
      return {
        ...base,
        slot,
        dueAt: slotDueAt(day, slot).toISOString(),
        overdue: recorded.length === 0 && now >= slotOverdueAt(day, slot),
        doses: recorded,
      };
    });
  });
  return due.sort(
    (a, b) =>
      (a.slot ?? '99:99').localeCompare(b.slot ?? '99:99') ||
      a.childName.localeCompare(b.childName) ||
      a.medicineName.localeCompare(b.medicineName),
  );
}
