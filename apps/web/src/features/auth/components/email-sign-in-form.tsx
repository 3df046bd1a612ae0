import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast, toastError } from '@/components/ui/use-toast';
import { lazySchema, useCheckedForm } from '@/lib/use-checked-form';
import { type RequestOtpInput, useRequestOtp } from '../api/request-otp';

/** The contract's schema: 'Please enter a valid email address'. */
const schema = lazySchema(() =>
  import('@cic/contract/parent/parent-sign-in').then((m) => m.requestOtpBodySchema),
);

type EmailSignInFormProps = {
  /** Called with the e-mail once a code was sent; the code dialog plugs in here. */
  onCodeSent?: (email: string) => void;
};

/**
 * Parent e-mail sign-in: asks the server to send a one-time code. The spec swallows a failed
 * request; here its message (e.g. the 429 'try again later') shows in a destructive toast.
 */
export function EmailSignInForm({ onCodeSent }: EmailSignInFormProps) {
  const form = useCheckedForm<RequestOtpInput, RequestOtpInput>({ defaults: { email: '' }, schema });
  const { t } = useTranslation('auth');
  const requestOtp = useRequestOtp();

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((input) => {
        if (requestOtp.isPending) return;
        requestOtp.mutate(input, {
          onSuccess: (message) => {
            toast({ title: message, description: t('codeSent', { email: input.email }) });
            onCodeSent?.(input.email);
          },
          onError: (error) => toastError(error),
        });
      })}
    >
      <FormField label={t('emailSignIn.email')} error={form.errors.email}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('emailSignIn.placeholder')}
          {...form.field('email')}
        />
      </FormField>
      {/* aria-disabled, not disabled, while sending: a disabled button drops focus to the page, and
          a refusal (a code asked for again within the minute) would leave the keyboard nowhere. */}
      <Button
        type="submit"
        size="lg"
        aria-disabled={requestOtp.isPending || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-50"
      >
        <Mail aria-hidden="true" />
        {requestOtp.isPending ? t('emailSignIn.sending') : t('emailSignIn.sendCode')}
      </Button>
    </form>
  );
}
