import type { SessionToken } from '@cic/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { LoginButton } from './login-button';
import { toastSignInFailure } from './toast-sign-in-failure';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type EmailPassword = { email: string; password: string };

type EmailPasswordFormProps = {
  /** A lazy one (lib/lazy-zod-resolver.ts), so zod stays off the sign-in pages' first load. */
  resolver: Resolver<EmailPassword>;
  login: UseMutationResult<SessionToken, Error, EmailPassword>;
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
  resolver,
  login,
  onSignedIn,
  emailLabel,
  passwordLabel,
  submitIcon,
  submitLabel,
  large = false,
  children,
}: EmailPasswordFormProps) {
  const form = useForm<EmailPassword>({ resolver, defaultValues: { email: '', password: '' } });
  const errors = form.formState.errors;
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
      <FormField label={emailLabel} error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="username"
          className={height}
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <FormField label={passwordLabel} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          className={height}
          {...form.register('password')}
        />
      </FormField>
      <LoginButton pending={login.isPending} icon={submitIcon} large={large}>
        {submitLabel}
      </LoginButton>
    </form>
  );
}
