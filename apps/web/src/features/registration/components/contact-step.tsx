import {
  conditionalContactFields,
  contactFieldsByNationality,
  contactFieldsShownFor,
} from '@cic/contract/registration/contact-fields';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inCapitals, NricInput, PassportInput } from '@/components/id-number-inputs';
import { StateSelect } from '@/components/state-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { DraftSection } from '@/lib/registration-draft';
import { ChoiceGroup } from './choice-group';
import { choicesOf, citizenshipLabels, relationshipLabels } from './labels';
import { StepActions } from './step-actions';
import { type StepProps, textOf } from './step-props';
import { useStepForm } from './use-step-form';

type ContactValues = {
  relationship: string;
  contactEmail: string;
  contactNumber: string;
  nationality: string;
  nationalityText: string;
  nric: string;
  passport: string;
  occupation: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  state: string;
  country: string;
};

const schema = () =>
  import('@cic/contract/registration/registration-form').then((m) => m.contactDetailsSchema);

/** Keeps only what a field allows as it is typed (digits, at most `max`). */
const digitsOnly = (max: number) => (event: ChangeEvent<HTMLInputElement>) => {
  event.target.value = event.target.value.replace(/\D/g, '').slice(0, max);
};

type ContactStepProps = StepProps & {
  /** The account's values merged with the draft (contactPrefill). */
  values: DraftSection;
  /** The parent chose who they are: the wizard clears and prefills the parent steps. */
  onRelationship: (relationship: string) => void;
};

/** Step 2: the contact, who is the signed-in parent; e-mail and phone are locked (spec 1 §5). */
export function ContactStep({
  values,
  onChange,
  onNext,
  onPrevious,
  showErrors,
  onRelationship,
}: ContactStepProps) {
  const { t } = useTranslation('registration');
  const lockedHint = t('contactStep.lockedHint');
  const form = useStepForm<ContactValues>({
    schema,
    defaults: Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, textOf(value)]),
    ) as ContactValues,
    onChange,
    showErrors,
  });
  const { errors } = form.formState;
  const nationality = form.watch('nationality');
  // Until a nationality is chosen the step shows a Malaysian's fields, as most contacts are.
  const shown: readonly string[] =
    contactFieldsByNationality[nationality === 'foreigner' ? 'foreigner' : 'malaysia'];
  /** A field the new nationality hides is emptied, so nothing hidden is kept or sent. */
  const clearHiddenFields = (event: ChangeEvent<HTMLInputElement>) => {
    const kept = contactFieldsShownFor(event.target.value);
    const hidden = conditionalContactFields.filter((field) => !kept.includes(field));
    for (const field of hidden) form.setValue(field, '');
    form.clearErrors(hidden);
  };
  const digits = (name: 'nric' | 'postcode', max: number) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        digitsOnly(max)(event);
        return field.onChange(event);
      },
    };
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onNext)}>
      <FormField label={t('contactStep.relationship')} error={errors.relationship?.message}>
        <NativeSelect
          {...form.register('relationship', {
            onChange: (event: ChangeEvent<HTMLSelectElement>) => onRelationship(event.target.value),
          })}
        >
          <option value="">{t('contactStep.selectRelationship')}</option>
          {choicesOf(relationshipLabels, t).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('contactStep.contactEmail')} hint={lockedHint} error={errors.contactEmail?.message}>
        <Input
          type="email"
          readOnly
          className="bg-zinc-50 text-zinc-600"
          {...form.register('contactEmail')}
        />
      </FormField>
      <FormField
        label={t('contactStep.contactNumber')}
        hint={lockedHint}
        error={errors.contactNumber?.message}
      >
        <Input type="tel" readOnly className="bg-zinc-50 text-zinc-600" {...form.register('contactNumber')} />
      </FormField>
      <ChoiceGroup
        legend={t('contactStep.nationality')}
        options={choicesOf(citizenshipLabels, t)}
        field={form.register('nationality', { onChange: clearHiddenFields })}
        value={nationality}
        error={errors.nationality?.message}
      />
      {shown.includes('nationalityText') ? (
        <FormField
          key="nationalityText"
          label={t('contactStep.yourNationality')}
          error={errors.nationalityText?.message}
        >
          <Input autoComplete="country-name" {...form.register('nationalityText')} />
        </FormField>
      ) : null}
      {shown.includes('passport') ? (
        <FormField key="passport" label={t('contactStep.passport')} error={errors.passport?.message}>
          <PassportInput {...form.register('passport', inCapitals)} />
        </FormField>
      ) : null}
      {shown.includes('nric') ? (
        <FormField
          key="nric"
          label={t('contactStep.nric')}
          hint={t('contactStep.nricHint')}
          error={errors.nric?.message}
        >
          <NricInput {...digits('nric', 12)} />
        </FormField>
      ) : null}
      <FormField label={t('contactStep.occupation')} error={errors.occupation?.message}>
        <Input autoComplete="organization-title" {...form.register('occupation')} />
      </FormField>
      <FormField label={t('contactStep.address1')} error={errors.addressLine1?.message}>
        <Input autoComplete="address-line1" {...form.register('addressLine1')} />
      </FormField>
      <FormField label={t('contactStep.address2')} error={errors.addressLine2?.message}>
        <Input autoComplete="address-line2" {...form.register('addressLine2')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contactStep.postcode')} error={errors.postcode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...digits('postcode', 5)} />
        </FormField>
        <FormField label={t('contactStep.state')} error={errors.state?.message}>
          <StateSelect {...form.register('state')} />
        </FormField>
      </div>
      <FormField label={t('contactStep.country')}>
        <Input readOnly className="bg-zinc-50 text-zinc-600" {...form.register('country')} />
      </FormField>
      <StepActions onPrevious={onPrevious} />
    </form>
  );
}
