import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import type { EmailProofProps } from '@/features/registration/components/registration-wizard';
import { RegistrationWizard } from '@/features/registration/components/registration-wizard';
import { usePageTitle } from '@/hooks/use-page-title';
import { todayInKualaLumpur } from '@/lib/time';
import { PageSkeleton } from './page-skeleton';
import { useParentShell } from './parent-shell';
import { useParentUser } from './use-parent-user';

// The sign-in's code dialog proves the other parent's e-mail; it loads when 'Verify Email' is pressed.
const EmailProofDialog = lazy(() =>
  import('@/features/auth/components/email-proof-dialog').then((m) => ({ default: m.EmailProofDialog })),
);

function EmailProof(props: EmailProofProps) {
  return (
    <Suspense fallback={null}>
      <EmailProofDialog {...props} />
    </Suspense>
  );
}

/** /parent/children/register : the registration wizard, its own lazy chunk (spec 1 §2). */
export function ChildRegisterPage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('childRegister.title'));
  const user = useParentUser();
  const navigate = useNavigate();
  const { setTabsHiddenManually } = useParentShell();
  // Spec 1 §2: the wizard hides the tabs, so the header offers Cancel back to Home instead of Logout.
  useEffect(() => {
    setTabsHiddenManually(true);
    return () => setTabsHiddenManually(false);
  }, [setTabsHiddenManually]);
  if (!user) return <PageSkeleton />;
  return (
    <RegistrationWizard
      user={user}
      today={todayInKualaLumpur()}
      EmailProof={EmailProof}
      onReset={() => navigate(paths.parent.home.path)}
      onCompleted={() => navigate(paths.parent.children.path)}
    />
  );
}
