import type { SessionToken } from '@cic/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Action } from '@/lib/use-action';
import { useCheckedForm } from '@/lib/use-checked-form';
import { LoginButton } from './login-button';
import { toastSignInFailure } from './toast-sign-in-failure';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type EmailPassword = { email: string; password: string };

type EmailPasswordFormProps = {
  /** The contract's schema, loaded lazily (`lazySchema`), so zod stays off the sign-in pages' first load. */
  schema: () => Promise<z.ZodType<EmailPassword, EmailPassword>>;
  login: Action<EmailPassword, SessionToken>;
  onSignedIn: (session: SessionToken) => void;
  emailLabel: string;
  passwordLabel: string;
  submitIcon: ReactNode;
  submitLabel: string;
  /** Taller fields and button, as on the centre's phones. */
  large?: boolean;
  /** Drawn above the fields. */
  children?: ReactNode;
};

/**
 * An e-mail and password sign-in: the admin portal's and the head of centre's (spec 2 §2.1, §2.6).
 * A failure is a destructive toast titled with the server's text.
 */
export function EmailPasswordForm({
  schema,
  login,
  onSignedIn,
  emailLabel,
  passwordLabel,
  submitIcon,
  submitLabel,
  large = false,
  children,
}: EmailPasswordFormProps) {
  const form = useCheckedForm({ defaults: { email: '', password: '' }, schema });
  const errors = form.errors;
  const height = large ? 'h-12' : undefined;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((body) =>
        login.mutate(body, { onSuccess: onSignedIn, onError: toastSignInFailure }),
      )}
    >
      {children}
      <FormField label={emailLabel} error={errors.email}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="username"
          className={height}
          autoFocus
          {...form.field('email')}
        />
      </FormField>
      <FormField label={passwordLabel} error={errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          className={height}
          {...form.field('password')}
        />
      </FormField>
      <LoginButton pending={login.isPending} icon={submitIcon} large={large}>
        {submitLabel}
      </LoginButton>
    </form>
  );
}
