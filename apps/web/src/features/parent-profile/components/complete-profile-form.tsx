import { type CompleteProfileBody, completeProfileBodySchema, type ParentUser } from '@cic/contract';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { useRegisterParent } from '../api/register-parent';
import { basicProfileDefaults } from '../lib/profile-defaults';
import { profileFieldErrors } from '../lib/profile-errors';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { ReadOnlyEmail } from './read-only-email';

/** /parent/register : who a new parent is (salutation, name, phone); the e-mail is the signed-in one. */
export function CompleteProfileForm({ user, onCompleted }: { user: ParentUser; onCompleted: () => void }) {
  const { t } = useTranslation('parent');
  const form = useForm<CompleteProfileBody>({
    resolver: zodResolver(completeProfileBodySchema),
    defaultValues: basicProfileDefaults(user),
  });
  const register = useRegisterParent();

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
      <NameAndPhoneFields
        form={form}
        namePlaceholder={t('profile.namePlaceholder')}
        phoneHint={t('profile.phoneHintRegister')}
      />
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? t('profile.saving') : t('profile.continue')}
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
