import { stateCodes } from '@cic/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { StateSelect } from '@/components/state-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type IssuerField, isMalaysian } from '../lib/issuer-form';
import type { IssuerForm } from './use-issuer-form';

type FieldProps = {
  form: Pick<IssuerForm, 'values' | 'errors' | 'change'>;
  field: IssuerField;
  label: string;
  hint?: string;
  /** The field's place in the grid. */
  className?: string;
  /** Shown in capitals whatever the keyboard types, as they are sent (the TIN, the country code). */
  capitals?: boolean;
  /** What typing does when it is more than setting the field (the country also clears the state). */
  onText?: (text: string) => void;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'className' | 'form'>;

/** One text field of the issuer, its problem under it. */
function IssuerText({
  form,
  field,
  label,
  hint,
  className,
  capitals = false,
  onText = (text) => form.change({ [field]: text }),
  ...input
}: FieldProps) {
  return (
    <FormField label={label} hint={hint} error={form.errors[field]} className={className}>
      <Input
        autoComplete="off"
        autoCapitalize={capitals ? 'characters' : undefined}
        className={capitals ? 'uppercase' : undefined}
        value={form.values[field]}
        onChange={(event) => onText(event.target.value)}
        {...input}
      />
    </FormField>
  );
}

/**
 * The fields of an e-invoice issuer (decision 105), the organisation's and a centre's own alike:
 * legal name, TIN, BRN, SST number (empty: not registered), MSIC code and activity, the address
 * (a Malaysian one's state from the list), phone and e-mail.
 */
export function IssuerFields({ form }: { form: FieldProps['form'] }) {
  const { t } = useTranslation('billing');
  const { values, errors } = form;
  const text = (field: IssuerField, extra: Partial<FieldProps> = {}) => (
    <IssuerText form={form} field={field} label={t(`eInvoice.fields.${field}`)} {...extra} />
  );
  const country = (next: string) =>
    // A state chosen from Malaysia's list means nothing abroad, and the other way round.
    form.change(
      isMalaysian({ country: next }) === isMalaysian(values)
        ? { country: next }
        : { country: next, state: '' },
    );
  return (
    <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
      {text('legalName', { className: 'sm:col-span-2', hint: t('eInvoice.fields.legalNameHint') })}
      {text('tin', { hint: t('eInvoice.fields.tinHint'), capitals: true })}
      {text('businessRegistrationNumber', { hint: t('eInvoice.fields.businessRegistrationNumberHint') })}
      {text('sstNumber', {
        className: 'sm:col-span-2',
        placeholder: t('eInvoice.fields.sstNumberPlaceholder'),
        hint: t('eInvoice.fields.sstNumberHint'),
      })}
      {text('msicCode', {
        inputMode: 'numeric',
        placeholder: t('eInvoice.fields.msicCodePlaceholder'),
        hint: t('eInvoice.fields.msicCodeHint'),
      })}
      {text('activityDescription', { placeholder: t('eInvoice.fields.activityDescriptionPlaceholder') })}
      <fieldset className="grid grid-cols-1 items-start gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-zinc-900">{t('eInvoice.fields.address')}</legend>
        {text('line1', { className: 'sm:col-span-2' })}
        {text('line2', { className: 'sm:col-span-2' })}
        {text('line3', { className: 'sm:col-span-2' })}
        {text('postcode', { inputMode: isMalaysian(values) ? 'numeric' : 'text' })}
        {text('city')}
        {isMalaysian(values) ? (
          <FormField label={t('eInvoice.fields.state')} error={errors.state}>
            <StateSelect
              optionValue={(state) => stateCodes[state]}
              value={values.state}
              onChange={(event) => form.change({ state: event.target.value })}
            />
          </FormField>
        ) : (
          text('state')
        )}
        {text('country', {
          hint: t('eInvoice.fields.countryHint'),
          capitals: true,
          maxLength: 3,
          onText: country,
        })}
      </fieldset>
      {text('phone', { type: 'tel', hint: t('eInvoice.fields.phoneHint') })}
      {text('email', { type: 'email' })}
    </div>
  );
}
