import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { LoginButton } from './login-button';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

type EmailPassword = { email: string; password: string };

type EmailPasswordFormProps = {
  /** A lazy one (lib/lazy-zod-resolver.ts), so zod stays off the sign-in pages' first load. */
  resolver: Resolver<EmailPassword>;
  onSubmit: (body: EmailPassword) => void;
  pending: boolean;
  emailLabel: string;
  passwordLabel: string;
  submitIcon: ReactNode;
  submitLabel: string;
  /** Taller fields and button, as on the centre's phones. */
  large?: boolean;
  /** Drawn above the fields. */
  children?: ReactNode;
};

/** An e-mail and password sign-in: the admin portal's and the head of centre's (spec 2 §2.1, §2.6). */
export function EmailPasswordForm({
  resolver,
  onSubmit,
  pending,
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
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
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
      <LoginButton pending={pending} icon={submitIcon} large={large}>
        {submitLabel}
      </LoginButton>
    </form>
  );
}
