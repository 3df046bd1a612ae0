import type {
  EInvoiceBuyerBody,
  ParsedEInvoiceBuyerBody,
  SavedEInvoiceBuyer,
} from '@cic/contract/e-invoice/e-invoice-buyer-settings';
import { stateCodes } from '@cic/contract/e-invoice/e-invoice-codes';
import { personIdTypes } from '@cic/contract/e-invoice/e-invoice-input';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inCapitals, NricInput, PassportInput } from '@/components/id-number-inputs';
import { RefusalMessage } from '@/components/refusal-message';
import { StateSelect } from '@/components/state-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/api-client';
import { useSaveEInvoiceBuyer } from '../api/save-e-invoice-buyer';
import { eInvoiceBuyerResolver, refusedFields } from '../lib/e-invoice-buyer-form';

type EInvoiceBuyerFormProps = {
  defaults: EInvoiceBuyerBody;
  onSaved: (saved: SavedEInvoiceBuyer) => void;
  onCancel: () => void;
};

/**
 * Who the parent is to LHDN: the name as on the ID, the ID, the TIN (optional with a MyKad), the
 * address, phone and e-mail. The server checks a TIN with MyInvois before saving; a refusal shows
 * under the field it names, or above the buttons when it names none (MyInvois not answering).
 */
export function EInvoiceBuyerForm({ defaults, onSaved, onCancel }: EInvoiceBuyerFormProps) {
  const { t } = useTranslation('e-invoice-buyer');
  const form = useForm<EInvoiceBuyerBody, unknown, ParsedEInvoiceBuyerBody>({
    resolver: eInvoiceBuyerResolver,
    defaultValues: defaults,
  });
  const save = useSaveEInvoiceBuyer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;
  const idType = form.watch('idType');

  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const fields = refusedFields(error);
        fields.forEach(({ field, message }, index) => {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        });
        if (fields.length === 0) setRefusal(getErrorMessage(error));
      },
    });
  });

  const checking = save.isPending && Boolean(form.getValues('tin'));
  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <FormField label={t('name')} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('idType')} error={errors.idType?.message}>
        <NativeSelect {...form.register('idType')}>
          {personIdTypes.map((type) => (
            <option key={type} value={type}>
              {t(`idTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {idType === 'NRIC' ? (
        <FormField key="nric" label={t('idValue.NRIC')} error={errors.idValue?.message}>
          <NricInput {...form.register('idValue')} />
        </FormField>
      ) : (
        <FormField key="other" label={t(`idValue.${idType}`)} error={errors.idValue?.message}>
          <PassportInput {...form.register('idValue', inCapitals)} />
        </FormField>
      )}
      <FormField
        label={t('tin')}
        hint={idType === 'NRIC' ? t('tinHintMyKad') : t('tinHint')}
        error={errors.tin?.message}
      >
        <Input autoCapitalize="characters" className="uppercase" {...form.register('tin', inCapitals)} />
      </FormField>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold text-zinc-900">{t('address')}</legend>
        <FormField label={t('line1')} error={errors.address?.lines?.[0]?.message}>
          <Input autoComplete="address-line1" {...form.register('address.lines.0')} />
        </FormField>
        <FormField label={t('line2')}>
          <Input autoComplete="address-line2" {...form.register('address.lines.1')} />
        </FormField>
        <FormField label={t('line3')}>
          <Input autoComplete="address-line3" {...form.register('address.lines.2')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('postcode')} error={errors.address?.postcode?.message}>
            <Input inputMode="numeric" autoComplete="postal-code" {...form.register('address.postcode')} />
          </FormField>
          <FormField label={t('city')} error={errors.address?.city?.message}>
            <Input autoComplete="address-level2" {...form.register('address.city')} />
          </FormField>
        </div>
        <FormField label={t('state')} error={errors.address?.state?.message}>
          <StateSelect optionValue={(state) => stateCodes[state]} {...form.register('address.state')} />
        </FormField>
      </fieldset>

      <FormField label={t('phone')} error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>

      <RefusalMessage refusal={refusal} />
      <div className="grid gap-2 sm:flex">
        <Button type="submit" size="lg" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {checking ? t('checking') : save.isPending ? t('common:actions.saving') : t('save')}
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel} disabled={save.isPending}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
