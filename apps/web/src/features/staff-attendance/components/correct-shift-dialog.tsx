import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';
import { shiftCorrectionBodySchema } from '@cic/contract/staff-attendance/clock-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionDialog } from '@/components/correction-dialog';
import { useCorrectionForm } from '@/components/use-correction-form';
import { formatDate } from '@/lib/time';
import { useCorrectShift } from '../api/correct-shift';
import { checkedShift, shiftTimesForm, shiftTimesOf } from '../lib/shift-form';
import { ShiftTimesFields } from './shift-times-fields';

/**
 * Corrects a missed or wrong clock entry (issue 45): new times and, required, why. The server keeps
 * the version before; focus goes back to the row's 'Correct' button, which stays.
 */
export function CorrectShiftDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation('timesheets');
  const correct = useCorrectShift(shift.id);
  const [form, setForm] = useState(() => shiftTimesForm(shift));
  const { errors, dialog } = useCorrectionForm({
    mutation: correct,
    check: (reason) => checkedShift(shiftCorrectionBodySchema, { ...shiftTimesOf(shift.date, form), reason }),
    saved: () => ({ title: t('correction.saved') }),
    onClose,
  });

  return (
    <CorrectionDialog
      words={{
        title: t('correction.title', { name: shift.name }),
        description: t('correction.description', { day: formatDate(shift.date) }),
        reason: t('fields.reason'),
      }}
      {...dialog}
    >
      <ShiftTimesFields
        form={form}
        onChange={(changed) => setForm((current) => ({ ...current, ...changed }))}
        errors={errors}
      />
    </CorrectionDialog>
  );
}
