import type { SessionToken } from '@cic/contract';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailPasswordForm } from '@/components/email-password-form';
import { Button } from '@/components/ui/button';
import { lazySchema } from '@/lib/use-checked-form';
import { useLoginHoc } from '../api/login-hoc';

const schema = lazySchema(() =>
  import('@cic/contract/centre/centre-login').then((m) => m.hocLoginBodySchema),
);

type HocLoginFormProps = {
  name: string;
  onSignedIn: (session: SessionToken) => void;
  onBack: () => void;
};

/** A head of centre proves who they are with their own e-mail and password (spec 2 §2.1). */
export function HocLoginForm({ name, onSignedIn, onBack }: HocLoginFormProps) {
  const { t } = useTranslation('auth');
  return (
    <EmailPasswordForm
      schema={schema}
      login={useLoginHoc()}
      onSignedIn={onSignedIn}
      emailLabel={t('hocLogin.email')}
      passwordLabel={t('hocLogin.password')}
      submitIcon={<ShieldCheck aria-hidden="true" />}
      submitLabel={t('hocLogin.login')}
      large
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-zinc-900">{t('hocLogin.login')}</h2>
          <p className="truncate text-sm text-zinc-600">{name}</p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('hocLogin.back')}
        </Button>
      </div>
    </EmailPasswordForm>
  );
}
