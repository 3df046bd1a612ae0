import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ShiftErrors, ShiftTimesForm } from '../lib/shift-form';

/** Clock-in and clock-out times of a shift, or no clock-out yet; errors under the field they concern. */
export function ShiftTimesFields({
  form,
  onChange,
  errors,
}: {
  form: ShiftTimesForm;
  onChange: (changed: Partial<ShiftTimesForm>) => void;
  errors: ShiftErrors;
}) {
  const { t } = useTranslation('timesheets');
  return (
    <>
      <FormField label={t('fields.start')} error={errors.startedAt}>
        <Input
          type="time"
          className="h-11 w-40"
          value={form.start}
          onChange={(event) => onChange({ start: event.target.value })}
        />
      </FormField>
      <FormField label={t('fields.end')} error={form.stillOpen ? undefined : errors.endedAt}>
        <Input
          type="time"
          className="h-11 w-40"
          value={form.stillOpen ? '' : form.end}
          disabled={form.stillOpen}
          onChange={(event) => onChange({ end: event.target.value })}
        />
      </FormField>
      <CheckboxField
        label={t('fields.stillOpen')}
        hint={t('fields.stillOpenHint')}
        checked={form.stillOpen}
        onChange={(stillOpen) => onChange({ stillOpen })}
      />
    </>
  );
}
