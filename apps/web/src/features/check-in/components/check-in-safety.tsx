import type { CheckInStatus } from '@cic/contract';
import { feverThresholdRules, isFever } from '@cic/contract/check-ins/fever';
import { collectedByMessage, collectedByNameMessage } from '@cic/contract/parent/pickup-persons';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useFeverThreshold } from '../api/get-fever-threshold';
import { CollectedByField, type CollectorChoice } from './collected-by-field';
import { FeverConfirmDialog } from './fever-confirm-dialog';

/** What a check-out adds to the form sent: who collected the child. */
export type CollectorFields = { collectedBy?: string; collectedByName?: string };

type SafetyErrors = { collectedBy?: string; collectedByName?: string };

/**
 * The check-in form's safety steps, kept out of the form itself: at check-out, who collects the
 * child (required here, checked again by the server against the child's list); and for a
 * temperature at or above the fever threshold, a confirmation before anything is sent.
 */
export function useCheckInSafety(action: CheckInStatus, studentId: string, focusTemperature: () => void) {
  const threshold = useFeverThreshold().data?.threshold ?? feverThresholdRules.default;
  const [choice, setChoice] = useState<CollectorChoice>({ value: '', otherName: '' });
  const [errors, setErrors] = useState<SafetyErrors>({});
  const [waiting, setWaiting] = useState<{ temperature: number; send: () => void } | null>(null);
  const collectorGroup = useRef<HTMLFieldSetElement>(null);

  /** Focus goes to what is wrong: the name for 'Other', else the group (Tab enters at its first radio). */
  function focusCollector(field: keyof SafetyErrors) {
    const group = collectorGroup.current;
    const target =
      field === 'collectedByName'
        ? group?.querySelector<HTMLInputElement>('input:not([type="radio"])')
        : (group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
          group?.querySelector<HTMLInputElement>('input[type="radio"]'));
    target?.focus();
  }

  function collectorFields(): CollectorFields | null {
    if (action !== 'CHECKOUT') return {};
    if (!choice.value) {
      setErrors({ collectedBy: collectedByMessage });
      focusCollector('collectedBy');
      return null;
    }
    const otherName = choice.otherName.trim();
    if (choice.value === 'other' && !otherName) {
      setErrors({ collectedByName: collectedByNameMessage });
      focusCollector('collectedByName');
      return null;
    }
    setErrors({});
    return choice.value === 'other'
      ? { collectedBy: 'other', collectedByName: otherName }
      : { collectedBy: choice.value };
  }

  return {
    /** Checks the collector, then sends at once or after the teacher confirms a fever. */
    beforeSend(temperature: number, send: (fields: CollectorFields) => void) {
      const fields = collectorFields();
      if (!fields) return;
      if (isFever(temperature, threshold)) setWaiting({ temperature, send: () => send(fields) });
      else send(fields);
    },
    /** Shows the server's answer under the collector field when it names one. */
    showServerError(error: unknown) {
      if (error instanceof ApiError && (error.field === 'collectedBy' || error.field === 'collectedByName')) {
        setErrors({ [error.field]: error.message });
        focusCollector(error.field);
      }
    },
    collectedByField:
      action === 'CHECKOUT' ? (
        <CollectedByField
          ref={collectorGroup}
          studentId={studentId}
          choice={choice}
          onChange={setChoice}
          error={errors.collectedBy}
          nameError={errors.collectedByName}
        />
      ) : null,
    feverDialog: (
      <FeverConfirmDialog
        temperature={waiting?.temperature ?? null}
        threshold={threshold}
        focusTemperature={focusTemperature}
        onCancel={() => setWaiting(null)}
        onConfirm={() => {
          waiting?.send();
          setWaiting(null);
        }}
      />
    ),
  };
}
