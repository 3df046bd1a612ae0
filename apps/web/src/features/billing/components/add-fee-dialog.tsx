import {
  type BillingPackage,
  createFeeBodySchema,
  type FeeChargeTime,
  feeChargeTimes,
  oneOffFeeChargeTimes,
} from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { currentMonth } from '../lib/billing-months';
import { feeFieldOf } from '../lib/fee-form';
import { FeePriceDialog } from './fee-price-dialog';
import { useBillingForm } from './use-billing-form';

const isChargeTime = (value: string): value is FeeChargeTime =>
  (feeChargeTimes as readonly string[]).includes(value);

/** Whether the package has a monthly fee in force: a second one is refused, its price is set instead. */
export const hasMonthlyFee = (pkg: BillingPackage) =>
  pkg.fees.some((fee) => fee.chargedWhen === 'MONTHLY' && !fee.archived);

/**
 * 'Add fee': when it is charged (every month, or once on enrolment, each January, once ever), a
 * one-off fee's name, the amount, a monthly fee's sibling discount, and the month it starts.
 */
export function AddFeeDialog({ pkg, onClose }: { pkg: BillingPackage; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const choices = hasMonthlyFee(pkg) ? oneOffFeeChargeTimes : feeChargeTimes;
  const form = useBillingForm(
    {
      chargedWhen: choices[0] as string,
      name: '',
      amount: '',
      discount: '0',
      effectiveFrom: currentMonth(),
    },
    feeFieldOf,
  );
  const { values, errors } = form;
  const chargedWhen = isChargeTime(values.chargedWhen) ? values.chargedWhen : 'MONTHLY';
  const monthly = chargedWhen === 'MONTHLY';

  return (
    <FeePriceDialog
      form={form}
      monthly={monthly}
      title={t('fees.add.title', { name: pkg.name })}
      description={t('fees.add.description', { center: pkg.centre.name })}
      submit={t('fees.add.submit')}
      schema={createFeeBodySchema}
      others={{ chargedWhen, ...(monthly ? {} : { name: values.name }) }}
      request={(body) => ({ kind: 'create', packageId: pkg.id, body })}
      done={() => ({ title: t('fees.add.done') })}
      onClose={onClose}
    >
      <FormField label={t('fees.form.chargedWhen')} error={errors.chargedWhen}>
        <NativeSelect
          value={chargedWhen}
          onChange={(event) => form.change({ chargedWhen: event.target.value })}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`fees.chargedWhen.${choice}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {monthly ? null : (
        <FormField label={t('fees.form.name')} hint={t('fees.form.nameHint')} error={errors.name}>
          <Input
            autoComplete="off"
            maxLength={100}
            value={values.name}
            onChange={(event) => form.change({ name: event.target.value })}
          />
        </FormField>
      )}
    </FeePriceDialog>
  );
}
