import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';
import { choicesOf, maritalLabels } from './labels';
import { StepActions } from './step-actions';
import { type StepProps, textOf } from './step-props';
import { useStepForm } from './use-step-form';

const schema = () =>
  import('@cic/contract/registration/registration-form').then((m) => m.parentMaritalStatusSchema);

/** Step 5: the parents' marital status (spec 1 §5). */
export function MaritalStep({ values, onChange, onNext, onPrevious, showErrors }: StepProps) {
  const { t } = useTranslation('registration');
  const form = useStepForm<{ status: string }>({
    schema,
    defaults: { status: textOf(values?.status) },
    onChange,
    showErrors,
  });
  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onNext)}>
      <ChoiceGroup
        legend={t('maritalStep.legend')}
        options={choicesOf(maritalLabels, t)}
        field={form.register('status')}
        value={form.watch('status')}
        error={form.formState.errors.status?.message}
      />
      <StepActions onPrevious={onPrevious} />
    </form>
  );
}
