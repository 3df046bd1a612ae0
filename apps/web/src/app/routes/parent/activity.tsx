import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '@/features/parent-activities/components/activity-feed';
import { usePageTitle } from '@/hooks/use-page-title';

/** /parent/activity : the posts of the children's centres meant for this parent (spec 3 §6). */
export function ParentActivityPage() {
  const { t } = useTranslation('parent');
  usePageTitle(t('activity.title'));
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold text-zinc-900">{t('activity.title')}</h1>
      <ActivityFeed />
    </section>
  );
}
