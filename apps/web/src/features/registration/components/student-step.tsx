import { message, myKidAutofill, typedDateOf, yearIntakeChoices } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ChoiceGroup } from './choice-group';
import { choicesOf, genderLabels, uniformSizeLabels } from './labels';
import { StepActions } from './step-actions';
import { type StepProps, textOf } from './step-props';
import { useStepForm } from './use-step-form';

type StudentValues = {
  yearIntake: string;
  fullName: string;
  myKidNumber: string;
  gender: string;
  dateOfBirth: string;
  numberOfSiblings: number | undefined;
  uniformSize: string;
};

const schema = () =>
  import('@cic/contract/registration/registration-form').then((m) => m.studentDetailsSchema);

const siblingsOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Step 1: the child (spec 1 §5). A valid MyKid number fills an empty date of birth and gender. */
export function StudentStep({ values, onChange, onNext, showErrors, today }: StepProps & { today: string }) {
  const { t } = useTranslation('registration');
  const dateOfBirthRules = {
    required: message('registration.dateOfBirth'),
    max: { day: today, message: t('studentStep.dateOfBirthFuture') },
  };
  const form = useStepForm<StudentValues>({
    schema,
    defaults: {
      yearIntake: textOf(values?.yearIntake),
      fullName: textOf(values?.fullName),
      myKidNumber: textOf(values?.myKidNumber),
      gender: textOf(values?.gender),
      // Shown as typed, dd/MM/yyyy; the draft keeps the day.
      dateOfBirth: typedDateOf(textOf(values?.dateOfBirth)),
      numberOfSiblings: siblingsOf(values?.numberOfSiblings),
      uniformSize: textOf(values?.uniformSize),
    },
    onChange,
    showErrors,
    dates: { dateOfBirth: dateOfBirthRules },
  });
  const { errors } = form.formState;
  const myKidField = form.register('myKidNumber');

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onNext)}>
      <FormField label={t('studentStep.yearIntake')} error={errors.yearIntake?.message}>
        <NativeSelect {...form.register('yearIntake')}>
          <option value="">{t('studentStep.selectYear')}</option>
          {yearIntakeChoices(today).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('studentStep.fullName')} error={errors.fullName?.message}>
        <Input autoComplete="off" {...form.register('fullName')} />
      </FormField>
      <FormField
        label={t('studentStep.myKid')}
        hint={t('studentStep.myKidHint')}
        error={errors.myKidNumber?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="200415101234"
          {...myKidField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            const changed = myKidField.onChange(event);
            const filled = myKidAutofill(event.target.value, {
              dateOfBirth: form.getValues('dateOfBirth'),
              gender: form.getValues('gender'),
            });
            if (filled.dateOfBirth)
              form.setValue('dateOfBirth', typedDateOf(filled.dateOfBirth), { shouldValidate: true });
            if (filled.gender) form.setValue('gender', filled.gender, { shouldValidate: true });
            return changed;
          }}
        />
      </FormField>
      <ChoiceGroup
        legend={t('studentStep.gender')}
        options={choicesOf(genderLabels, t)}
        field={form.register('gender')}
        value={form.watch('gender')}
        error={errors.gender?.message}
      />
      <DateField
        label={t('studentStep.dateOfBirth')}
        value={form.watch('dateOfBirth')}
        onChange={(text) =>
          form.setValue('dateOfBirth', text, { shouldValidate: form.formState.isSubmitted })
        }
        rules={dateOfBirthRules}
        error={errors.dateOfBirth?.message}
      />
      <FormField label={t('studentStep.siblings')} error={errors.numberOfSiblings?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('numberOfSiblings', {
            setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        />
      </FormField>
      <ChoiceGroup
        legend={t('studentStep.uniformSize')}
        options={choicesOf(uniformSizeLabels, t)}
        field={form.register('uniformSize')}
        value={form.watch('uniformSize')}
        error={errors.uniformSize?.message}
        columns={5}
      />
      <StepActions />
    </form>
  );
}
