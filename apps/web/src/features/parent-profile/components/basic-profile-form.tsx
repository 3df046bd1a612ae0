import { type ParentUser, type ProfileBasic, profileBasicSchema } from '@cic/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { basicProfileDefaults } from '../lib/profile-defaults';
import { showProfileSaveError } from '../lib/show-profile-save-error';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { ReadOnlyEmail } from './read-only-email';

/** Settings, basic (spec 1 §5): salutation, full name and phone; the e-mail is read-only. */
export function BasicProfileForm({ user }: { user: ParentUser }) {
  const form = useForm<ProfileBasic>({
    resolver: zodResolver(profileBasicSchema),
    defaultValues: basicProfileDefaults(user),
  });
  const update = useUpdateProfile();

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
      <NameAndPhoneFields form={form} phoneHint="Digits, spaces, +, - and ( ) only" />
      <ReadOnlyEmail email={user.email} />
      <Button type="submit" size="lg" disabled={update.isPending}>
        <Save aria-hidden="true" />
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
