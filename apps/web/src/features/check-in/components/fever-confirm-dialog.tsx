import { Thermometer } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatTemperature } from '@/lib/check-in-days';

type FeverConfirmDialogProps = {
  /** The temperature waiting for confirmation; null when nothing waits (closed). */
  temperature: number | null;
  threshold: number;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focuses the temperature field: on closing, however closed, focus goes back there. */
  focusTemperature: () => void;
};

/**
 * The teacher confirms a temperature at or above the fever threshold before it is saved: a
 * mistyped 38.5 for 36.5 would flag a healthy child to the parents. An alert dialog: focus moves
 * in, Escape or 'Check again' returns to the form with the value kept and focus on the
 * temperature. After saving too: the button that opened it is disabled while the form sends.
 */
export function FeverConfirmDialog({
  temperature,
  threshold,
  onConfirm,
  onCancel,
  focusTemperature,
}: FeverConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={temperature !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      icon={<Thermometer aria-hidden="true" className="size-5 text-rose-600" />}
      title="Fever: confirm the temperature"
      description={`${formatTemperature(temperature ?? 0)} is at or above the fever threshold of ${formatTemperature(threshold)}. Save it only if it is right: the record is flagged as a fever and the parents are told.`}
      cancelLabel="Check again"
      confirmLabel="Save with fever flag"
      destructive
      large
      onConfirm={onConfirm}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusTemperature();
      }}
    />
  );
}
