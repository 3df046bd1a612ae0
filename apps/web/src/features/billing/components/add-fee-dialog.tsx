import {
  type BillingPackage,
  createFeeBodySchema,
  type FeeChargeTime,
  feeChargeTimes,
  oneOffFeeChargeTimes,
} from '@cic/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { RefusalMessage } from '@/components/refusal-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useChangeFee } from '../api/change-fee';
import { currentMonth } from '../lib/billing-months';
import { feeFieldOf, feeIssueErrors, readPriceValues } from '../lib/fee-form';
import { PriceFields } from './price-fields';
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
  const change = useChangeFee();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = readPriceValues(values, monthly, t('fees.form.discountDecimals'));
    const body = {
      chargedWhen,
      ...(monthly ? {} : { name: values.name }),
      amountSen: price.amountSen ?? 0,
      siblingDiscountBasisPoints: price.basisPoints ?? 0,
      effectiveFrom: values.effectiveFrom,
    };
    const parsed = createFeeBodySchema.safeParse(body);
    const found = { ...(parsed.success ? {} : feeIssueErrors(parsed.error.issues)), ...price.errors };
    if (!parsed.success || Object.keys(found).length > 0) {
      form.showProblems(found);
      return;
    }
    change.mutate(
      { kind: 'create', packageId: pkg.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('fees.add.done') });
          onClose();
        },
        onError: form.refused,
      },
    );
  };

  return (
    <FormDialog
      busy={change.isPending}
      onClose={onClose}
      title={t('fees.add.title', { name: pkg.name })}
      description={t('fees.add.description', { center: pkg.centre.name })}
      onSubmit={submit}
      cancel={t('form.cancel')}
      submit={t('fees.add.submit')}
      saving={t('form.saving')}
    >
      <div ref={form.fields} className="grid gap-4">
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
        <PriceFields values={values} errors={errors} onChange={form.change} monthly={monthly} />
        <RefusalMessage refusal={form.refusal} />
      </div>
    </FormDialog>
  );
}
