import { School, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { ChildAbsences } from '@/features/absences/components/child-absences';
import { CheckInHistory } from '@/features/check-in-history/components/check-in-history';
import { usePageTitle } from '@/hooks/use-page-title';
import { loadCatalogues } from '@/i18n/i18n';
import { ParentBackLink } from './parent-back-link';
import { useParentUser } from './use-parent-user';

// Today's care log (issue 44) with its own words, in a chunk of its own.
const ChildDay = lazy(() =>
  Promise.all([import('@/features/child-day/components/child-day'), loadCatalogues(['care'])]).then(
    ([m]) => ({
      default: m.ChildDay,
    }),
  ),
);

// The child's medicines (issue 44) with their own words, in a chunk of their own.
const ChildMedication = lazy(() =>
  Promise.all([
    import('@/features/medication/components/child-medication'),
    loadCatalogues(['medication']),
  ]).then(([m]) => ({ default: m.ChildMedication })),
);

/** /parent/children/{childId}/check-in : the child's days, grouped by Kuala Lumpur date (spec 1 §2). */
export function ChildCheckInPage() {
  const { t } = useTranslation('parent');
  const { childId = '' } = useParams();
  const user = useParentUser();
  const child = user?.families.flatMap((link) => link.family.children).find((item) => item.id === childId);
  usePageTitle(child ? t('childCheckIn.titleOf', { name: child.name }) : t('childCheckIn.title'));

  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-3">
        <ParentBackLink to={paths.parent.children.path}>{t('childCheckIn.backToChildren')}</ParentBackLink>
        <div className="flex items-center gap-3">
          {child ? (
            <Avatar src={child.lastCheckInImage} alt="" seed={child.name} className="size-14 rounded-xl" />
          ) : null}
          <div className="min-w-0">
            <h1 className="text-xl leading-tight font-semibold text-zinc-900">
              {child?.name ?? t('childCheckIn.title')}
            </h1>
            <p className="flex items-center gap-1 text-sm text-zinc-600">
              {child ? (
                <>
                  <School aria-hidden="true" className="size-3.5" />
                  {t('childCheckIn.centreHistory', { centre: child.center.name })}
                </>
              ) : (
                t('childCheckIn.history')
              )}
            </p>
          </div>
        </div>
      </div>
      {child ? (
        <Suspense fallback={null}>
          <ChildDay key={childId} childId={childId} />
        </Suspense>
      ) : null}
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.parent.childPickupPersons.href(childId)}>
          <UsersRound aria-hidden="true" />
          {t('childCheckIn.pickupPersons')}
        </Link>
      </Button>
      {child ? <ChildAbsences childId={childId} childName={child.name} /> : null}
      {child ? (
        <Suspense fallback={null}>
          <ChildMedication key={childId} childId={childId} childName={child.name} />
        </Suspense>
      ) : null}
      <CheckInHistory key={childId} childId={childId} backHref={paths.parent.children.path} />
    </section>
  );
}
