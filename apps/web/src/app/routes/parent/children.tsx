import { paths } from '@/app/paths';
import { ConnectFamilyCard } from '@/features/families/components/connect-family-card';
import { FamilyCard } from '@/features/families/components/family-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageSkeleton } from './page-skeleton';
import { useParentUser } from './use-parent-user';

/** /parent/children : Connect Your Family, or one card per family (spec 1 §2). */
export function ChildrenPage() {
  usePageTitle('Children');
  const user = useParentUser();
  if (!user) return <PageSkeleton />;
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold text-zinc-900">Children</h1>
        <p className="text-sm text-zinc-600">
          {user.families.length
            ? 'Tap a child to see their check-ins and check-outs.'
            : 'Link your account to your children at the center.'}
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
