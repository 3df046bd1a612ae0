import type { HocLoginBody, SessionToken } from '@cic/contract';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLoginHoc } from '../api/login-hoc';
import { toastLoginFailure } from './login-failure';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/centre/centre-login').then((m) => m.hocLoginBodySchema),
);

type HocLoginFormProps = {
  name: string;
  onSignedIn: (session: SessionToken) => void;
  onBack: () => void;
};

/** A head of centre proves who they are with their own e-mail and password (spec 2 §2.1). */
export function HocLoginForm({ name, onSignedIn, onBack }: HocLoginFormProps) {
  const login = useLoginHoc();
  const form = useForm<HocLoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((body) =>
        login.mutate(body, { onSuccess: onSignedIn, onError: toastLoginFailure }),
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-zinc-900">Login as HOC</h2>
          <p className="truncate text-sm text-zinc-600">{name}</p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <FormField label="HOC email" error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="username"
          className="h-12"
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <FormField label="HOC Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          className="h-12"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        <ShieldCheck aria-hidden="true" />
        {login.isPending ? 'Logging in...' : 'Login as HOC'}
      </Button>
    </form>
  );
}
