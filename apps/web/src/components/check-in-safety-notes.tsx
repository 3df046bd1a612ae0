import type { CheckInEntry } from '@cic/contract';
import { Thermometer, TriangleAlert, UserCheck } from 'lucide-react';

const kindLabels = { PARENT: 'Parent', AUTHORISED: 'Authorised', OTHER: 'Not on the list' } as const;

/**
 * A record's safety notes, for parents and teachers alike: a fever flag, and on a check-out who
 * collected the child. Someone not on the child's list is marked for the parents to notice.
 */
export function CheckInSafetyNotes({ entry }: { entry: Pick<CheckInEntry, 'fever' | 'collectedBy'> }) {
  const collector = entry.collectedBy;
  return (
    <>
      {entry.fever ? (
        <p className="flex w-fit items-center gap-1 rounded-md bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
          <Thermometer aria-hidden="true" className="size-3.5" />
          Fever
        </p>
      ) : null}
      {collector ? (
        <p
          className={
            collector.kind === 'OTHER'
              ? 'flex items-start gap-1 rounded-md bg-amber-100 px-2 py-1 text-xs text-amber-900'
              : 'flex items-start gap-1 text-xs text-zinc-700'
          }
        >
          {collector.kind === 'OTHER' ? (
            <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          ) : (
            <UserCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          )}
          <span className="min-w-0 break-words">
            Collected by {collector.name}
            {collector.relationship ? ` (${collector.relationship})` : ''}
            <span className="sr-only">, </span>
            <span className="block text-[0.7rem] opacity-80">{kindLabels[collector.kind]}</span>
          </span>
        </p>
      ) : null}
    </>
  );
}
