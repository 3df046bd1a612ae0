import { type CompleteProfileBody, completeProfileBodySchema, type ParentUser } from '@cic/contract';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toastError } from '@/components/ui/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { useRegisterParent } from '../api/register-parent';
import { basicProfileDefaults } from '../lib/profile-defaults';
import { profileFieldErrors } from '../lib/profile-errors';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { ProfileForm } from './profile-form';
import { ReadOnlyEmail } from './read-only-email';

/** /parent/register : who a new parent is (salutation, name, phone); the e-mail is the signed-in one. */
export function CompleteProfileForm({ user, onCompleted }: { user: ParentUser; onCompleted: () => void }) {
  const { t } = useTranslation('parent');
  const form = useForm<CompleteProfileBody>({
    resolver: zodResolver(completeProfileBodySchema),
    defaultValues: basicProfileDefaults(user),
  });
  const register = useRegisterParent();
  const submit = form.handleSubmit((body) =>
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
  );

  return (
    <ProfileForm
      onSubmit={submit}
      sending={register.isPending}
      button={
        <>
          {register.isPending ? t('profile.saving') : t('profile.continue')}
          <ArrowRight aria-hidden="true" />
        </>
      }
    >
      <ReadOnlyEmail email={user.email} />
      <NameAndPhoneFields
        form={form}
        namePlaceholder={t('profile.namePlaceholder')}
        phoneHint={t('profile.phoneHintRegister')}
      />
    </ProfileForm>
  );
}
