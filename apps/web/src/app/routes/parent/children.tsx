import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { ConnectFamilyCard } from '@/features/families/components/connect-family-card';
import { FamilyCard } from '@/features/families/components/family-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageSkeleton } from './page-skeleton';
import { useParentUser } from './use-parent-user';

/** /parent/children : Connect Your Family, or one card per family (spec 1 §2). */
export function ChildrenPage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('children.title'));
  const user = useParentUser();
  if (!user) return <PageSkeleton />;
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold text-zinc-900">{t('children.title')}</h1>
        <p className="text-sm text-zinc-600">
          {user.families.length ? t('children.tapChild') : t('children.linkAccount')}
        </p>
      </div>
      {user.families.length === 0 ? (
        <ConnectFamilyCard email={user.email} />
      ) : (
        user.families.map((link) => (
          <FamilyCard
            key={link.family.id}
            link={link}
            email={user.email}
            checkInHref={paths.parent.childCheckIn.href}
          />
        ))
      )}
    </section>
  );
}
