import { useTranslation } from 'react-i18next';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type FeeFieldErrors, feeAmountRules, type PriceValues } from '../lib/fee-form';

type PriceFieldsProps = {
  values: PriceValues;
  errors: FeeFieldErrors;
  onChange: (next: Partial<PriceValues>) => void;
  /** A monthly fee also takes the sibling discount. */
  monthly: boolean;
};

/** A fee's price from a month on: the amount in ringgit, the sibling discount (monthly fees), the month. */
export function PriceFields({ values, errors, onChange, monthly }: PriceFieldsProps) {
  const { t } = useTranslation('billing');
  return (
    <>
      <MoneyField
        label={t('fees.form.amount')}
        hint={monthly ? t('fees.form.amountMonthlyHint') : undefined}
        value={values.amount}
        onChange={(amount) => onChange({ amount })}
        rules={feeAmountRules}
        error={errors.amount}
      />
      {monthly ? (
        <FormField label={t('fees.form.discount')} hint={t('fees.form.discountHint')} error={errors.discount}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="w-32"
            value={values.discount}
            onChange={(event) => onChange({ discount: event.target.value })}
          />
        </FormField>
      ) : null}
      <FormField
        label={t('fees.form.effectiveFrom')}
        hint={t('fees.form.effectiveFromHint')}
        error={errors.effectiveFrom}
      >
        <Input
          type="month"
          className="w-48"
          placeholder={t('fees.form.monthPlaceholder')}
          value={values.effectiveFrom}
          onChange={(event) => onChange({ effectiveFrom: event.target.value })}
        />
      </FormField>
    </>
  );
}
