import type { ParentUser, UpdateProfileBody } from '@cic/contract';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { showProfileSaveError } from '../lib/show-profile-save-error';
import { ProfileForm } from './profile-form';

type ProfileSettingsFormProps<Values extends FieldValues, Body extends UpdateProfileBody> = {
  form: UseFormReturn<Values, unknown, Body>;
  /** The form's values for the saved account, shown after a save. */
  defaults: (user: ParentUser) => DefaultValues<NoInfer<Values>>;
  children: ReactNode;
};

/** A settings form (spec 1 §5): 'Save Changes' sends its fields; the server's message is the toast. */
export function ProfileSettingsForm<Values extends FieldValues, Body extends UpdateProfileBody>({
  form,
  defaults,
  children,
}: ProfileSettingsFormProps<Values, Body>) {
  const { t } = useTranslation('parent');
  const update = useUpdateProfile();
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: ({ user: saved, message }) => {
        form.reset(defaults(saved));
        toast({ title: message });
      },
      onError: (error) => showProfileSaveError(form, error),
    }),
  );
  return (
    <ProfileForm
      onSubmit={submit}
      sending={update.isPending}
      button={
        <>
          <Save aria-hidden="true" />
          {update.isPending ? t('profile.saving') : t('profile.saveChanges')}
        </>
      }
    >
      {children}
    </ProfileForm>
  );
}
