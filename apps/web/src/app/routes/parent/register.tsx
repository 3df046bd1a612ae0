import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { CompleteProfileForm } from '@/features/parent-profile/components/complete-profile-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageSkeleton } from './page-skeleton';
import { useParentUser } from './use-parent-user';

/** /parent/register : a new parent completes their profile after the code (spec 1 §2). */
export function ParentRegisterPage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('register.title'));
  const user = useParentUser();
  const navigate = useNavigate();
  if (!user) return <PageSkeleton />;
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <Card className="grid gap-5 p-5">
        <div className="grid gap-2">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <UserRoundPen aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-2xl font-semibold text-zinc-900">{t('register.title')}</h1>
          <p className="text-sm text-zinc-600">{t('register.intro')}</p>
        </div>
        <CompleteProfileForm
          user={user}
          onCompleted={() => navigate(paths.parent.home.path, { replace: true })}
        />
      </Card>
    </section>
  );
}
