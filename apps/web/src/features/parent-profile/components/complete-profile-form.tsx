import { type CompleteProfileBody, completeProfileBodySchema, type ParentUser } from '@cic/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/components/ui/use-toast';
import { useRegisterParent } from '../api/register-parent';
import { completeProfileDefaults } from '../lib/profile-defaults';
import { profileFieldErrors } from '../lib/profile-errors';
import { ReadOnlyEmail } from './read-only-email';
import { SalutationSelect } from './salutation-select';

/** /parent/register : who a new parent is (salutation, name, phone); the e-mail is the signed-in one. */
export function CompleteProfileForm({ user, onCompleted }: { user: ParentUser; onCompleted: () => void }) {
  const form = useForm<CompleteProfileBody>({
    resolver: zodResolver(completeProfileBodySchema),
    defaultValues: completeProfileDefaults(user),
  });
  const register = useRegisterParent();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((body) =>
        register.mutate(body, {
          onSuccess: onCompleted,
          onError: (error) => {
            for (const { field, message } of profileFieldErrors(error)) {
              if (field === 'phoneNumber' || field === 'fullName' || field === 'salutation') {
                form.setError(field, { type: 'server', message });
              }
            }
            toastError(error);
          },
        }),
      )}
    >
      <ReadOnlyEmail email={user.email} />
      <FormField label="Salutation" error={errors.salutation?.message}>
        <SalutationSelect {...form.register('salutation')} />
      </FormField>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="As on your IC or passport" {...form.register('fullName')} />
      </FormField>
      <FormField label="Phone number" hint="e.g. 012-345 6789" error={errors.phoneNumber?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      </FormField>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Saving...' : 'Continue'}
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
