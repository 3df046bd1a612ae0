import type { IncidentBodyPart, IncidentFields, IncidentKind } from '@cic/contract/incidents/incident-report';
import { readTypedDate, typedDateOf } from '@cic/contract/shared/typed-date';
import { formatInKualaLumpur } from '@/lib/time';

/** A report's fields as the form holds them: the day as typed (dd/MM/yyyy), the Kuala Lumpur clock 'HH:mm'. */
export type IncidentForm = {
  kind: IncidentKind | '';
  day: string;
  clock: string;
  place: string;
  whatHappened: string;
  injury: string;
  bodyParts: IncidentBodyPart[];
  firstAid: string;
  witnesses: string;
  photoIds: string[];
};

/** A new report's form: now in Kuala Lumpur; a correction's: the report as it stands. */
export function incidentForm(report?: IncidentFields, now: Date = new Date()): IncidentForm {
  const at = report?.occurredAt ?? now;
  return {
    kind: report?.kind ?? '',
    day: typedDateOf(formatInKualaLumpur(at, 'yyyy-MM-dd')),
    clock: formatInKualaLumpur(at, 'HH:mm'),
    place: report?.place ?? '',
    whatHappened: report?.whatHappened ?? '',
    injury: report?.injury ?? '',
    bodyParts: report?.bodyParts ?? [],
    firstAid: report?.firstAid ?? '',
    witnesses: report?.witnesses ?? '',
    photoIds: report?.photoIds ?? [],
  };
}

/**
 * The fields as the API takes them, for the contract's schema to check: the day and clock as an
 * instant with Kuala Lumpur's offset (an unreadable one is sent as typed, so the schema refuses it
 * at `occurredAt`), empty optional texts left out.
 */
export function incidentFields(form: IncidentForm) {
  const read = readTypedDate(form.day);
  const day = read.kind === 'day' ? read.day : form.day;
  return {
    kind: form.kind,
    occurredAt: `${day}T${form.clock}:00+08:00`,
    place: form.place,
    whatHappened: form.whatHappened,
    ...(form.injury.trim() ? { injury: form.injury } : {}),
    bodyParts: form.bodyParts,
    firstAid: form.firstAid,
    ...(form.witnesses.trim() ? { witnesses: form.witnesses } : {}),
    photoIds: form.photoIds,
  };
}

/** The schema's issues by the form's field (its first one each); `occurredAt`'s under the day. */
export function incidentErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = String(path[0] ?? '');
    errors[field === 'occurredAt' ? 'day' : field] ??= message;
  }
  return errors;
}
