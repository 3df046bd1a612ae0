import type { AdminRegisterForm as AdminRegisterValues } from '@cic/contract';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { registrationSuccessMessage, useRegisterAdmin } from '../api/register-admin';

const resolver = lazyZodResolver(() =>
  import('@cic/contract/admin/admin-auth').then((m) => m.adminRegisterFormSchema),
);

type AdminRegisterFormProps = {
  /** The registration prompt's answer, already accepted by the server; sent again with the form. */
  registrationCode: string;
  onRegistered: () => void;
};

const fields = ['email', 'password', 'confirmPassword'] as const;
const isField = (name: string | undefined): name is (typeof fields)[number] =>
  (fields as readonly string[]).includes(name ?? '');

/** Spec 2 §2.7: Email, Password, Confirm password; success toasts 'Registration successful'. */
export function AdminRegisterForm({ registrationCode, onRegistered }: AdminRegisterFormProps) {
  const register = useRegisterAdmin();
  const form = useForm<AdminRegisterValues>({
    resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        register.mutate(
          { ...values, registrationCode },
          {
            onSuccess: () => {
              toast({ title: registrationSuccessMessage });
              onRegistered();
            },
            onError: (error) => {
              toastSignInFailure(error);
              // An e-mail already registered (409) also marks the field.
              if (error instanceof ApiError && isField(error.field)) {
                form.setError(error.field, { message: error.message });
              }
            },
          },
        ),
      )}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="username" autoFocus {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={register.isPending}>
        <UserPlus aria-hidden="true" />
        {register.isPending ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
