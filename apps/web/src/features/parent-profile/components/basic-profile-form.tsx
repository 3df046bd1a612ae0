import { type ParentUser, type ProfileBasic, profileBasicSchema } from '@cic/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { basicProfileDefaults } from '../lib/profile-defaults';
import { showProfileSaveError } from '../lib/show-profile-save-error';
import { ReadOnlyEmail } from './read-only-email';
import { SalutationSelect } from './salutation-select';

/** Settings, basic (spec 1 §5): salutation, full name and phone; the e-mail is read-only. */
export function BasicProfileForm({ user }: { user: ParentUser }) {
  const form = useForm<ProfileBasic>({
    resolver: zodResolver(profileBasicSchema),
    defaultValues: basicProfileDefaults(user),
  });
  const update = useUpdateProfile();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((body) =>
        update.mutate(body, {
          onSuccess: ({ user: saved, message }) => {
            form.reset(basicProfileDefaults(saved));
            toast({ title: message });
          },
          onError: (error) => showProfileSaveError(form, error),
        }),
      )}
    >
      <FormField label="Salutation" error={errors.salutation?.message}>
        <SalutationSelect {...form.register('salutation')} />
      </FormField>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField
        label="Phone number"
        hint="Digits, spaces, +, - and ( ) only"
        error={errors.phoneNumber?.message}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      </FormField>
      <ReadOnlyEmail email={user.email} />
      <Button type="submit" size="lg" disabled={update.isPending}>
        <Save aria-hidden="true" />
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
