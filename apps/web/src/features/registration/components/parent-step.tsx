import { sameParentEmailMessages } from '@cic/contract';
import { CircleCheck, LoaderCircle, MailCheck } from 'lucide-react';
import { type ComponentType, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { DraftSection } from '@/lib/registration-draft';
import { parentFields } from '../lib/wizard-steps';
import { citizenshipLabels, labelOf } from './labels';
import { StepActions } from './step-actions';
import { type StepProps, textOf } from './step-props';
import { type OtherParentEmail, useOtherParentEmail } from './use-other-parent-email';
import { useStepForm } from './use-step-form';

type ParentValues = Record<(typeof parentFields)[number], string>;

/** The code dialog that proves an e-mail (the page plugs in the sign-in's dialog). */
export type EmailProofProps = { email: string; onVerified: () => void; onClose: () => void };

const schema = () =>
  import('@cic/contract/registration/registration-form').then((m) => m.parentDetailsSchema);

const inputProps: Partial<Record<(typeof parentFields)[number], object>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  officeNumber: { type: 'tel', inputMode: 'tel' },
  mobileNumber: { type: 'tel', inputMode: 'tel' },
};

function EmailStatus({ status, onVerify }: { status: OtherParentEmail; onVerify: () => void }): ReactNode {
  const { t } = useTranslation('registration');
  if (status.state === 'checking') {
    return (
      <span className="inline-flex items-center gap-1.5 text-zinc-600">
        <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
        {t('parentStep.checkingEmail')}
      </span>
    );
  }
  if (status.state === 'verified') {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        {t('parentStep.emailVerified')}
      </span>
    );
  }
  if (status.state === 'not usable') {
    return (
      <span className="grid justify-items-start gap-2 text-sm text-red-600">
        {status.message}
        {status.canVerify ? (
          <Button variant="secondary" onClick={onVerify}>
            <MailCheck aria-hidden="true" />
            {t('parentStep.verifyEmail')}
          </Button>
        ) : null}
      </span>
    );
  }
  return t('parentStep.mustBeVerified');
}

type ParentStepProps = StepProps & {
  which: 'father' | 'mother';
  /** The signed-in parent's own step: these fields come from the account and are locked. */
  locked: DraftSection | null;
  /** The other parent's e-mail, which this one must differ from. */
  otherEmail: string;
  EmailProof: ComponentType<EmailProofProps>;
};

/**
 * Steps 3 and 4 (spec 1 §5). The account holder's own details are prefilled and locked; the other
 * parent's e-mail must belong to a verified account before Next enables.
 */
export function ParentStep(props: ParentStepProps) {
  const { which, locked, otherEmail, values, onChange, onNext, onPrevious, showErrors, EmailProof } = props;
  const { t } = useTranslation('registration');
  const defaults = Object.fromEntries(
    parentFields.map((field) => [field, textOf(locked?.[field] ?? values?.[field])]),
  ) as ParentValues;
  const form = useStepForm<ParentValues>({ schema, defaults, onChange, showErrors });
  const { errors } = form.formState;
  const typedEmail = form.watch('email');
  const { email, status, markVerified } = useOtherParentEmail(locked ? '' : typedEmail);
  const [proving, setProving] = useState<string | null>(null);
  const sameEmail =
    typedEmail.trim() !== '' && typedEmail.trim().toLowerCase() === otherEmail.trim().toLowerCase();
  const blocked = sameEmail || (!locked && status.state !== 'verified');

  return (
    <>
      <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(() => !blocked && onNext())}>
        {locked ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {t('parentStep.fromAccountNote')}
          </p>
        ) : null}
        {parentFields.map((field) => {
          const isLocked = Boolean(locked?.[field]);
          const error =
            errors[field]?.message ??
            (field === 'email' && sameEmail ? sameParentEmailMessages[which] : undefined);
          const hint =
            field === 'email' && !locked && !sameEmail ? (
              <EmailStatus status={status} onVerify={() => setProving(email)} />
            ) : isLocked ? (
              t('parentStep.fromAccount')
            ) : undefined;
          if (isLocked) {
            // The account's value is kept as it is ('malaysia') and shown in the page's language.
            return (
              <Fragment key={field}>
                <FormField label={t(`parentField.${field}`)} hint={hint} error={error}>
                  <Input
                    readOnly
                    className="bg-zinc-50 text-zinc-600"
                    {...inputProps[field]}
                    value={
                      field === 'nationality'
                        ? labelOf(citizenshipLabels, locked?.[field], t)
                        : textOf(locked?.[field])
                    }
                  />
                </FormField>
                <input type="hidden" {...form.register(field)} />
              </Fragment>
            );
          }
          return (
            <FormField key={field} label={t(`parentField.${field}`)} hint={hint} error={error}>
              <Input {...inputProps[field]} {...form.register(field)} />
            </FormField>
          );
        })}
        <StepActions onPrevious={onPrevious} submitDisabled={blocked} />
      </form>
      {/* Outside the form: the dialog's own form must not submit this step (React events cross portals). */}
      {proving ? (
        <EmailProof
          email={proving}
          onVerified={() => {
            markVerified(proving);
            setProving(null);
          }}
          onClose={() => setProving(null)}
        />
      ) : null}
    </>
  );
}
