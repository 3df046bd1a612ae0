import type { AdminLoginBody, SessionToken } from '@cic/contract';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLoginAdmin } from '../api/login-admin';
import { toastAuthFailure } from './toast-auth-failure';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/admin/admin-auth').then((m) => m.adminLoginBodySchema),
);

/** Spec 2 §2.6: Email, Password, Login. A failure is a destructive toast titled with the server's text. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (session: SessionToken) => void }) {
  const login = useLoginAdmin();
  const form = useForm<AdminLoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((body) =>
        login.mutate(body, { onSuccess: onSignedIn, onError: toastAuthFailure }),
      )}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="username" autoFocus {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={login.isPending}>
        <LogIn aria-hidden="true" />
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
