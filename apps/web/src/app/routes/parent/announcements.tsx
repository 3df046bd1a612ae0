import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { AnnouncementFeed } from '@/features/parent-announcements/components/announcement-feed';
import { ParentAnnouncementView } from '@/features/parent-announcements/components/announcement-page';
import { usePageTitle } from '@/hooks/use-page-title';

/** /parent/announcements : what the centres told this family, pinned then newest, unread marked. */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('parent.title'));
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold text-zinc-900">{t('parent.title')}</h1>
      <AnnouncementFeed href={paths.parent.announcement.href} />
    </section>
  );
}

/** /parent/announcements/{id} : one announcement; opening it marks it read. */
export function AnnouncementPage() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('detail.pageTitle'));
  const { announcementId = '' } = useParams();
  return (
    <section className="grid gap-4 p-4 sm:p-6">
      <Link
        to={paths.parent.announcements.path}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <ParentAnnouncementView announcementId={announcementId} />
    </section>
  );
}
