import type { CentreManager } from '@cic/contract';
import { missedShiftBodySchema } from '@cic/contract/staff-attendance/clock-requests';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionDialog } from '@/components/correction-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useCorrectionForm } from '@/components/use-correction-form';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/time';
import { useAddMissedShift } from '../api/add-missed-shift';
import { checkedShift, type ShiftTimesForm, shiftTimesOf } from '../lib/shift-form';
import { focusShiftRow } from './shift-row';
import { ShiftTimesFields } from './shift-times-fields';

type StaffList = { data: readonly Pick<CentreManager, 'id' | 'name'>[] | undefined; error: unknown };

/**
 * Adds a shift nobody clocked on the page's day (issue 45): the person from the centre's staff,
 * the times and why. Saved, focus goes to the new row.
 */
export function AddMissedShiftDialog({
  day,
  staff,
  onClose,
}: {
  day: string;
  staff: StaffList;
  onClose: () => void;
}) {
  const { t } = useTranslation('timesheets');
  const add = useAddMissedShift();
  const added = useRef<string | null>(null);
  const [managerId, setManagerId] = useState('');
  const [form, setForm] = useState<ShiftTimesForm>({ start: '', end: '', stillOpen: false });
  const { errors, dialog } = useCorrectionForm({
    mutation: add,
    check: (reason) => checkedShift(missedShiftBodySchema, { managerId, ...shiftTimesOf(day, form), reason }),
    onSaved: (shift) => {
      added.current = shift.id;
    },
    saved: (shift) => ({ title: t('missed.saved'), description: shift.name }),
    onClose,
  });

  return (
    <CorrectionDialog
      words={{
        title: t('missed.title'),
        description: t('missed.description', { day: formatDate(day) }),
        save: t('missed.save'),
        saving: t('missed.saving'),
        reason: t('fields.reason'),
      }}
      {...dialog}
      onCloseAutoFocus={(event) => {
        if (added.current && focusShiftRow(added.current)) event.preventDefault();
      }}
    >
      <FormField
        label={t('fields.person')}
        error={errors.managerId ?? (staff.error ? getErrorMessage(staff.error) : undefined)}
        hint={staff.data || staff.error ? undefined : t('missed.staffLoading')}
      >
        <NativeSelect value={managerId} onChange={(event) => setManagerId(event.target.value)}>
          <option value="">{t('fields.choosePerson')}</option>
          {staff.data?.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ShiftTimesFields
        form={form}
        onChange={(changed) => setForm((current) => ({ ...current, ...changed }))}
        errors={errors}
      />
    </CorrectionDialog>
  );
}
