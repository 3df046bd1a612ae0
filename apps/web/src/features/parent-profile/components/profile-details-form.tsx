import { citizenships, type ParentUser, profileDetailsSchema } from '@cic/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inCapitals, NricInput, PassportInput } from '@/components/id-number-inputs';
import { StateSelect } from '@/components/state-select';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { zodResolver } from '@/lib/zod-resolver';
import { otherIdField, profileCountry, profileDetailsDefaults } from '../lib/profile-defaults';
import { ProfileSettingsForm } from './profile-settings-form';

/** Settings, additional details (spec 1 §5). Switching nationality clears the other ID field. */
export function ProfileDetailsForm({ user }: { user: ParentUser }) {
  const { t } = useTranslation('parent');
  const form = useForm({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: profileDetailsDefaults(user),
  });
  const { errors } = form.formState;
  const nationality = form.watch('nationality');
  const nationalityField = form.register('nationality', {
    onChange: (event: { target: { value: string } }) => {
      const other = otherIdField(event.target.value);
      form.setValue(other, '');
      form.clearErrors(other);
    },
  });

  return (
    <ProfileSettingsForm form={form} defaults={profileDetailsDefaults}>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('profile.nationality')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {citizenships.map((value) => (
            <label
              key={value}
              className={cn(
                'flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                nationality === value
                  ? 'border-brand-500 bg-brand-50 text-brand-800'
                  : 'border-zinc-300 bg-white text-zinc-800',
              )}
            >
              <input type="radio" value={value} className="size-4 accent-brand-600" {...nationalityField} />
              {t(`profile.nationalities.${value}`)}
            </label>
          ))}
        </div>
        <FieldError error={errors.nationality?.message} />
      </fieldset>

      {nationality === 'foreigner' ? (
        <FormField
          key="passport"
          label={t('profile.passport')}
          hint={t('profile.passportHint')}
          error={errors.passport?.message}
        >
          <PassportInput {...form.register('passport', inCapitals)} />
        </FormField>
      ) : (
        <FormField
          key="nric"
          label={t('profile.nric')}
          hint={t('profile.nricHint')}
          error={errors.nric?.message}
        >
          <NricInput {...form.register('nric')} />
        </FormField>
      )}

      <FormField label={t('profile.occupation')} error={errors.occupation?.message}>
        <Input autoComplete="organization-title" {...form.register('occupation')} />
      </FormField>
      <FormField label={t('profile.address1')} error={errors.address1?.message}>
        <Input autoComplete="address-line1" {...form.register('address1')} />
      </FormField>
      <FormField label={t('profile.address2')} error={errors.address2?.message}>
        <Input autoComplete="address-line2" {...form.register('address2')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('profile.postcode')} error={errors.postcode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...form.register('postcode')} />
        </FormField>
        <FormField label={t('profile.state')} error={errors.state?.message}>
          <StateSelect {...form.register('state')} />
        </FormField>
      </div>
      <FormField label={t('profile.country')}>
        <Input value={profileCountry} readOnly className="bg-zinc-50 text-zinc-600" />
      </FormField>
    </ProfileSettingsForm>
  );
}
