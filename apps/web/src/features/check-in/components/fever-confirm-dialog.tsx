import { Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('teacher');
  return (
    <ConfirmDialog
      open={temperature !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      icon={<Thermometer aria-hidden="true" className="size-5 text-rose-600" />}
      title={t('fever.title')}
      description={t('fever.description', {
        temperature: formatTemperature(temperature ?? 0),
        threshold: formatTemperature(threshold),
      })}
      cancelLabel={t('fever.checkAgain')}
      confirmLabel={t('fever.confirm')}
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
