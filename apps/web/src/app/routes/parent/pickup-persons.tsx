import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { PickupPersonList } from '@/features/pickup-persons/components/pickup-person-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { ParentBackLink } from './parent-back-link';
import { useParentUser } from './use-parent-user';

/** /parent/children/{childId}/pickup-persons : who may collect the child, reached from the child's page. */
export function PickupPersonsPage() {
  const { t } = useTranslation('parent');
  const { childId = '' } = useParams();
  const user = useParentUser();
  const child = user?.families.flatMap((link) => link.family.children).find((item) => item.id === childId);
  const childName = child?.name ?? t('pickupPersonsPage.yourChild');
  usePageTitle(child ? t('pickupPersonsPage.titleOf', { name: child.name }) : t('pickupPersonsPage.title'));

  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <ParentBackLink to={paths.parent.childCheckIn.href(childId)}>
        {child?.name ?? t('pickupPersonsPage.backToCheckIns')}
      </ParentBackLink>
      <div>
        <h1 className="text-xl font-semibold text-zinc-900">{t('pickupPersonsPage.title')}</h1>
        <p className="text-sm text-zinc-600">{t('pickupPersonsPage.whoMayCollect', { name: childName })}</p>
      </div>
      <PickupPersonList key={childId} childId={childId} childName={childName} />
    </section>
  );
}
