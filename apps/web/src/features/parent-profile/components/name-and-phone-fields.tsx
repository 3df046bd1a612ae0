import type { ProfileBasic } from '@cic/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SalutationSelect } from './salutation-select';

type NameAndPhoneFieldsProps = {
  /** The complete-profile and the settings form hold the same three fields. */
  form: UseFormReturn<ProfileBasic>;
  namePlaceholder?: string;
  phoneHint: string;
};

/** Salutation, full name and phone number: who the parent is (spec 1 §5). */
export function NameAndPhoneFields({ form, namePlaceholder, phoneHint }: NameAndPhoneFieldsProps) {
  const { t } = useTranslation('parent');
  const { errors } = form.formState;
  return (
    <>
      <FormField label={t('profile.salutation')} error={errors.salutation?.message}>
        <SalutationSelect {...form.register('salutation')} />
      </FormField>
      <FormField label={t('profile.fullName')} error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder={namePlaceholder} {...form.register('fullName')} />
      </FormField>
      <FormField label={t('profile.phoneNumber')} hint={phoneHint} error={errors.phoneNumber?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      </FormField>
    </>
  );
}
