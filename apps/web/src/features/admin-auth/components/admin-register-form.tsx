import type { AdminRegisterForm as AdminRegisterValues } from '@cic/contract';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastSignInFailure } from '@/components/toast-sign-in-failure';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { lazySchema, useCheckedForm } from '@/lib/use-checked-form';
import { useRegisterAdmin } from '../api/register-admin';

const schema = lazySchema(() =>
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
  const { t } = useTranslation('auth');
  const register = useRegisterAdmin();
  const form = useCheckedForm<AdminRegisterValues, AdminRegisterValues>({
    defaults: { email: '', password: '', confirmPassword: '' },
    schema,
  });
  const errors = form.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        register.mutate(
          { ...values, registrationCode },
          {
            onSuccess: () => {
              toast({ title: t('adminRegister.success') });
              onRegistered();
            },
            onError: (error) => {
              toastSignInFailure(error);
              // An e-mail already registered (409) also marks the field.
              if (error instanceof ApiError && isField(error.field)) {
                form.setError(error.field, error.message);
              }
            },
          },
        ),
      )}
    >
      <FormField label={t('adminRegister.email')} error={errors.email}>
        <Input type="email" inputMode="email" autoComplete="username" autoFocus {...form.field('email')} />
      </FormField>
      <FormField label={t('adminRegister.password')} error={errors.password}>
        <Input type="password" autoComplete="new-password" {...form.field('password')} />
      </FormField>
      <FormField label={t('adminRegister.confirmPassword')} error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={register.isPending}>
        <UserPlus aria-hidden="true" />
        {register.isPending ? t('adminRegister.registering') : t('adminRegister.register')}
      </Button>
    </form>
  );
}
