import type { SessionToken } from '@cic/contract';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailPasswordForm } from '@/components/email-password-form';
import { lazySchema } from '@/lib/use-checked-form';
import { useLoginAdmin } from '../api/login-admin';

const schema = lazySchema(() => import('@cic/contract/admin/admin-auth').then((m) => m.adminLoginBodySchema));

/** Spec 2 §2.6: Email, Password, Login. A failure is a destructive toast titled with the server's text. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (session: SessionToken) => void }) {
  const { t } = useTranslation('auth');
  return (
    <EmailPasswordForm
      schema={schema}
      login={useLoginAdmin()}
      onSignedIn={onSignedIn}
      emailLabel={t('adminLogin.email')}
      passwordLabel={t('adminLogin.password')}
      submitIcon={<LogIn aria-hidden="true" />}
      submitLabel={t('adminLogin.login')}
    />
  );
}
