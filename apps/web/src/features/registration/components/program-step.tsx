import { BadgeCheck, Send, Tag } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { messageText } from '@/i18n/i18n';
import { CentreOptions } from '@/lib/centre-options';
import { useCentres } from '@/lib/centres';
import { cn } from '@/lib/cn';
import { formatRinggit } from '@/lib/money';
import type { DraftSection } from '@/lib/registration-draft';
import { useCheckReferral } from '../api/check-referral';
import { usePackages } from '../api/get-packages';
import { financialDetails } from '../lib/financial';
import { PriceBreakdown } from './price-breakdown';
import { StepActions } from './step-actions';
import { type StepProps, textOf } from './step-props';
import { useStepForm } from './use-step-form';

type ProgramValues = {
  center: string;
  package: string;
  referralCode: string;
  termsAccepted: boolean;
  /** Spec 1 §4: unknown (null) until checked; editing the code makes it unknown again. */
  isReferralValid: boolean | null;
};

const schema = () => import('@cic/contract/registration/registration-form').then((m) => m.programStepSchema);

type ProgramStepProps = StepProps & { onFinancial: (financial: DraftSection) => void };

/** Step 6: centre, package, price, referral code and terms; Submit opens the summary (spec 1 §2, §5). */
export function ProgramStep({
  values,
  onChange,
  onNext,
  onPrevious,
  showErrors,
  onFinancial,
}: ProgramStepProps) {
  const { t } = useTranslation('registration');
  const form = useStepForm<ProgramValues>({
    schema,
    defaults: {
      center: textOf(values?.center),
      package: textOf(values?.package),
      referralCode: textOf(values?.referralCode),
      termsAccepted: values?.termsAccepted === true,
      isReferralValid: typeof values?.isReferralValid === 'boolean' ? values.isReferralValid : null,
    },
    onChange,
    showErrors,
  });
  const { errors } = form.formState;
  const [center, chosenPackage, referralCode, termsAccepted, isReferralValid] = form.watch([
    'center',
    'package',
    'referralCode',
    'termsAccepted',
    'isReferralValid',
  ]);
  const centres = useCentres();
  const packages = usePackages(center);
  const checkReferral = useCheckReferral();
  const packagesLabel = useId();
  const fee = packages.data?.find((item) => item.id === chosenPackage)?.onlineRegistrationFee;
  const financial = financialDetails(fee, isReferralValid === true);

  useEffect(() => {
    if (centres.error) toastError(centres.error, t('programStep.centresFailed'));
  }, [centres.error, t]);

  const { subtotalAmount, discountAmount, totalAmount } = financial;
  useEffect(() => {
    onFinancial({ subtotalAmount, discountAmount, totalAmount });
  }, [onFinancial, subtotalAmount, discountAmount, totalAmount]);

  const applyCode = () => {
    const code = referralCode.trim();
    checkReferral.mutate(code, {
      onSuccess: ({ isValid, message, messageCode }) => {
        form.setValue('isReferralValid', isValid);
        form.clearErrors('isReferralValid');
        if (isValid) {
          form.clearErrors('referralCode');
          toast({ title: t('programStep.referralValid') });
        } else {
          form.setError('referralCode', {
            message: messageText(messageCode ?? message) || t('programStep.referralInvalid'),
          });
        }
      },
      onError: (error) => {
        form.setValue('isReferralValid', false);
        form.clearErrors('isReferralValid');
        form.setError('referralCode', {
          message: error instanceof Error && error.message ? error.message : t('programStep.referralFailed'),
        });
        toastError(error, t('programStep.referralFailed'));
      },
    });
  };

  // The referral check's problem is not a field of its own: the code's field says it and takes focus.
  const submit = form.handleSubmit(onNext, (invalid) => {
    if (invalid.isReferralValid) form.setFocus('referralCode');
  });
  const referralProblem = errors.referralCode?.message ?? errors.isReferralValid?.message;

  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <FormField label={t('programStep.centre')} error={errors.center?.message}>
        {centres.isPending ? (
          <Skeleton className="h-11" />
        ) : centres.data?.length === 0 ? (
          <p className="rounded-lg bg-zinc-100 px-3 py-3 text-sm text-zinc-700">
            {t('programStep.noCentres')}
          </p>
        ) : (
          <NativeSelect
            {...form.register('center', {
              onChange: () => form.setValue('package', ''),
            })}
          >
            <option value="">{t('programStep.selectCentre')}</option>
            <CentreOptions centres={centres.data} />
          </NativeSelect>
        )}
      </FormField>

      <fieldset className="grid gap-1.5" aria-labelledby={packagesLabel}>
        <legend id={packagesLabel} className="mb-1.5 text-sm font-medium text-zinc-800">
          {t('programStep.package')}
        </legend>
        {!center ? (
          <p className="rounded-lg bg-zinc-100 px-3 py-3 text-sm text-zinc-700">
            {t('programStep.selectCentreFirst')}
          </p>
        ) : packages.isPending ? (
          <Skeleton className="h-16" />
        ) : packages.data?.length ? (
          <div className="grid gap-2">
            {packages.data.map((item) => (
              <label
                key={item.id}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                  chosenPackage === item.id ? 'border-brand-500 bg-brand-50' : 'border-zinc-300 bg-white',
                )}
              >
                <input
                  type="radio"
                  value={item.id}
                  className="size-4 accent-brand-600"
                  aria-invalid={errors.package ? true : undefined}
                  {...form.register('package')}
                />
                <span className="flex-1 font-medium text-zinc-900">{item.name}</span>
                <span className="tabular-nums text-zinc-700">
                  {formatRinggit(item.onlineRegistrationFee)}
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="rounded-lg bg-zinc-100 px-3 py-3 text-sm text-zinc-700">
            {packages.error ? t('programStep.packagesFailed') : t('programStep.noPackages')}
          </p>
        )}
        <FieldError error={errors.package?.message} />
      </fieldset>

      {chosenPackage && fee !== undefined ? <PriceBreakdown financial={financial} /> : null}

      <div className="grid gap-2">
        <FormField
          label={t('programStep.referralCode')}
          error={referralProblem}
          hint={
            isReferralValid === true && !referralProblem ? (
              <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('programStep.referralApplied')}
              </span>
            ) : undefined
          }
        >
          <Input
            autoCapitalize="characters"
            autoComplete="off"
            className="uppercase"
            {...form.register('referralCode', {
              setValueAs: (value: string) => value.toUpperCase(),
              onChange: () => {
                form.setValue('isReferralValid', null);
                form.clearErrors(['referralCode', 'isReferralValid']);
              },
            })}
          />
        </FormField>
        <Button
          variant="secondary"
          size="lg"
          disabled={!referralCode.trim() || checkReferral.isPending}
          onClick={applyCode}
        >
          <Tag aria-hidden="true" />
          {checkReferral.isPending ? t('programStep.checking') : t('programStep.applyCode')}
        </Button>
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id="terms"
            className="mt-0.5 size-6 shrink-0 accent-brand-600"
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
            {...form.register('termsAccepted')}
          />
          <Label htmlFor="terms" className="leading-6">
            {t('programStep.terms')}
          </Label>
        </div>
        <FieldError id="terms-error" error={errors.termsAccepted?.message} />
      </div>

      <StepActions
        onPrevious={onPrevious}
        submitDisabled={!center || !chosenPackage || !termsAccepted}
        submit={
          <>
            <Send aria-hidden="true" />
            {t('programStep.submit')}
          </>
        }
      />
    </form>
  );
}
