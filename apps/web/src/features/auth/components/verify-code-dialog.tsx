import { oneTimeCodeRules, verifyOtpBodySchema } from '@cic/contract';
import { MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { zodResolver } from '@/lib/zod-resolver';
import { useRequestOtp } from '../api/request-otp';
import { startParentSession, useVerifyEmailCode, useVerifySignInCode } from '../api/verify-otp';
import { secondsUntilResend } from '../lib/resend-cooldown';

/** The code field alone, with the contract's message 'Please enter a valid verification code'. */
const codeFormSchema = verifyOtpBodySchema.pick({ otp: true });
type CodeForm = { otp: string };

export type SignedIn = { isNewUser: boolean };

/**
 * What a right code does: sign the parent in, or (inside the registration wizard) only prove that
 * another parent owns the e-mail, without a session.
 */
type Outcome =
  | { onSignedIn: (result: SignedIn) => void; onEmailVerified?: never }
  | { onEmailVerified: () => void; onSignedIn?: never };

type VerifyCodeDialogProps = Outcome & {
  email: string;
  /** When the code was sent (ms), for the resend countdown. */
  sentAt: number;
  open: boolean;
  onSentAgain: (sentAt: number) => void;
  /** The parent confirmed cancelling. */
  onCancelled: () => void;
};

function useSecondsUntilResend(sentAt: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return secondsUntilResend(sentAt, Math.max(now, sentAt));
}

/**
 * The code step of the sign-in, and of proving another parent's e-mail in the wizard (spec 1 §4): an outside click cannot close it; Escape, the close
 * button and Cancel ask 'Are you sure you want to cancel the verification process?'.
 */
export function VerifyCodeDialog({
  email,
  sentAt,
  open,
  onSentAgain,
  onCancelled,
  onSignedIn,
  onEmailVerified,
}: VerifyCodeDialogProps) {
  const { t } = useTranslation('auth');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { otp: '' } });
  const signIn = useVerifySignInCode();
  const proveEmail = useVerifyEmailCode();
  const verify = onEmailVerified ? proveEmail : signIn;
  const resend = useRequestOtp();
  const secondsLeft = useSecondsUntilResend(sentAt, open);
  const otpField = form.register('otp');

  const submit = form.handleSubmit(({ otp }) => {
    verify.mutate(
      { email, otp },
      {
        onSuccess: (result) => {
          if (onEmailVerified) {
            toast({ title: t('verifyCode.emailVerified') });
            onEmailVerified();
            return;
          }
          if (!result.token || !result.expiresAt) {
            toastError(null);
            return;
          }
          toast({ title: t('verifyCode.success') });
          startParentSession({ token: result.token, expiresAt: result.expiresAt });
          onSignedIn?.({ isNewUser: result.isNewUser });
        },
        onError: (error) => {
          form.setValue('otp', '');
          form.setError('otp', { message: getErrorMessage(error) }, { shouldFocus: true });
          toastError(error);
        },
      },
    );
  });

  const sendAgain = () => {
    setResendError(null);
    resend.mutate(
      { email },
      {
        onSuccess: (message) => {
          toast({ title: message, description: t('verifyCode.newCodeSent', { email }) });
          form.reset({ otp: '' });
          onSentAgain(Date.now());
        },
        onError: (error) => {
          setResendError(getErrorMessage(error));
          toastError(error);
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setConfirmingCancel(true);
        }}
      >
        <DialogContent
          className="max-w-sm"
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.setFocus('otp');
          }}
        >
          <DialogHeader>
            {/* Clear of the dialog's close button in the corner. */}
            <LanguageSwitch className="mr-8 self-end" />
            <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <MailCheck aria-hidden="true" className="size-5" />
            </span>
            <DialogTitle>{t('verifyCode.title')}</DialogTitle>
            <DialogDescription>
              <Trans
                t={t}
                i18nKey="verifyCode.description"
                values={{ length: oneTimeCodeRules.length, email, minutes: oneTimeCodeRules.lifetimeMinutes }}
                components={{ email: <strong className="font-medium break-all text-zinc-900" /> }}
              />
            </DialogDescription>
          </DialogHeader>
          <form noValidate className="grid gap-4" onSubmit={submit}>
            <FormField label={t('verifyCode.code')} error={form.formState.errors.otp?.message}>
              <Input
                {...otpField}
                onChange={(event) => {
                  event.target.value = event.target.value
                    .replace(/\D/g, '')
                    .slice(0, oneTimeCodeRules.length);
                  return otpField.onChange(event);
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="000000"
                className="h-14 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
              />
            </FormField>
            {resendError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {resendError}
              </p>
            ) : null}
            <div className="grid gap-2">
              <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
                <ShieldCheck aria-hidden="true" />
                {verify.isPending ? t('verifyCode.verifying') : t('verifyCode.verify')}
              </Button>
              <Button variant="outline" className="w-full" onClick={() => setConfirmingCancel(true)}>
                {t('verifyCode.cancel')}
              </Button>
            </div>
          </form>
          <p className="text-center text-sm text-zinc-600">
            {t('verifyCode.didntGetIt')}{' '}
            {secondsLeft > 0 ? (
              <span>{t('verifyCode.resendIn', { seconds: secondsLeft })}</span>
            ) : (
              <Button
                variant="link"
                size="sm"
                className="h-auto px-1"
                disabled={resend.isPending}
                onClick={sendAgain}
              >
                <RotateCw aria-hidden="true" />
                {resend.isPending ? t('verifyCode.sending') : t('verifyCode.resend')}
              </Button>
            )}
          </p>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('verifyCode.cancelTitle')}
        description={t('verifyCode.cancelDescription')}
        cancelLabel={t('verifyCode.continueVerifying')}
        confirmLabel={t('verifyCode.yesCancel')}
        destructive
        onConfirm={() => {
          form.reset({ otp: '' });
          setResendError(null);
          onCancelled();
        }}
      />
    </>
  );
}
