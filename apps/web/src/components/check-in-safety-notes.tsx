import type { CheckInEntry } from '@cic/contract';
import { Thermometer, TriangleAlert, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { familyRelationLabel, pickupRelationshipLabel } from '@/lib/family-relation';

/**
 * A record's safety notes, for parents and teachers alike: a fever flag, and on a check-out who
 * collected the child. Someone not on the child's list is marked for the parents to notice.
 */
export function CheckInSafetyNotes({ entry }: { entry: Pick<CheckInEntry, 'fever' | 'collectedBy'> }) {
  const { t } = useTranslation('common');
  const collector = entry.collectedBy;
  // Relationships are values named in the reader's language; words the parents wrote stay theirs.
  const relationship = collector?.relationship
    ? collector.kind === 'PARENT'
      ? familyRelationLabel(collector.relationship)
      : pickupRelationshipLabel(collector.relationship)
    : null;
  return (
    <>
      {entry.fever ? (
        <p className="flex w-fit items-center gap-1 rounded-md bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
          <Thermometer aria-hidden="true" className="size-3.5" />
          {t('checkIn.fever')}
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
            {t('checkIn.collectedBy', { name: collector.name })}
            {relationship ? ` (${relationship})` : ''}
            <span className="sr-only">, </span>
            <span className="block text-[0.7rem] opacity-80">{t(`checkIn.collector.${collector.kind}`)}</span>
          </span>
        </p>
      ) : null}
    </>
  );
}
