import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The account's e-mail: shown, never edited (it is how the parent signs in). */
export function ReadOnlyEmail({ email }: { email: string }) {
  const { t } = useTranslation('parent');
  return (
    <FormField
      label={t('profile.email')}
      hint={
        <span className="inline-flex items-center gap-1">
          <Lock aria-hidden="true" className="size-3" />
          {t('profile.emailHint')}
        </span>
      }
    >
      <Input type="email" value={email} readOnly className="bg-zinc-50 text-zinc-600" />
    </FormField>
  );
}
