import { type ParentUser, type ProfileBasic, profileBasicSchema } from '@cic/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@/lib/zod-resolver';
import { basicProfileDefaults } from '../lib/profile-defaults';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { ProfileSettingsForm } from './profile-settings-form';
import { ReadOnlyEmail } from './read-only-email';

/** Settings, basic (spec 1 §5): salutation, full name and phone; the e-mail is read-only. */
export function BasicProfileForm({ user }: { user: ParentUser }) {
  const { t } = useTranslation('parent');
  const form = useForm<ProfileBasic>({
    resolver: zodResolver(profileBasicSchema),
    defaultValues: basicProfileDefaults(user),
  });

  return (
    <ProfileSettingsForm form={form} defaults={basicProfileDefaults}>
      <NameAndPhoneFields form={form} phoneHint={t('profile.phoneHintSettings')} />
      <ReadOnlyEmail email={user.email} />
    </ProfileSettingsForm>
  );
}
