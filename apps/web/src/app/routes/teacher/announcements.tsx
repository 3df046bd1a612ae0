/**
 * The teacher app's announcements (issue 30): every teacher reads the centre's; the head of
 * centre also writes their own, sees each one's reach and archives it. A chunk of its own.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { DetailError, DetailSkeleton } from '@/components/detail-parts';
import { NoticeView } from '@/components/notice-view';
import { Button } from '@/components/ui/button';
import { useAnnouncement } from '@/features/announcements/api/get-announcement';
import { useNotice } from '@/features/announcements/api/get-notices';
import { AnnouncementDetail } from '@/features/announcements/components/announcement-detail';
import { AnnouncementForm } from '@/features/announcements/components/announcement-form';
import { AnnouncementsTable } from '@/features/announcements/components/announcements-table';
import { NoticeList } from '@/features/announcements/components/notice-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { HeadOfCentreOnly, useIsHeadOfCentre } from './head-of-centre-only';
import { TeacherBackLink } from './teacher-back-link';

const T = paths.teacher;

/** /app/teacher/announcements: the centre's announcements; the head of centre's own below. */
export function TeacherAnnouncementsPage() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('notices.title'));
  const headOfCentre = useIsHeadOfCentre();
  const [page, setPage] = useState(1);
  return (
    <section className="grid gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-zinc-950">{t('notices.title')}</h1>
        {headOfCentre ? (
          <Button asChild>
            <Link to={T.announcementNew.path}>
              <Plus aria-hidden="true" />
              {t('list.new')}
            </Link>
          </Button>
        ) : null}
      </div>
      <NoticeList href={T.announcement.href} />
      {headOfCentre ? (
        <section aria-labelledby="written-heading" className="grid gap-3">
          <h2 id="written-heading" className="text-lg font-semibold text-zinc-900">
            {t('notices.written')}
          </h2>
          <AnnouncementsTable
            writer="super-manager"
            query={{ status: 'ALL', page }}
            onPage={setPage}
            detailHref={T.announcementManage.href}
          />
        </section>
      ) : null}
    </section>
  );
}

/** /app/teacher/announcements/{id}: one announcement, as teachers read it. */
export function TeacherAnnouncementPage() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('detail.pageTitle'));
  const { announcementId = '' } = useParams();
  const notice = useNotice(announcementId);
  return (
    <section className="grid gap-4 p-4">
      <TeacherBackLink to={T.announcements.path} label={t('detail.back')} />
      {notice.error ? <DetailError error={notice.error} notFound={t('detail.notFound')} /> : null}
      {notice.data ? (
        <NoticeView notice={notice.data} showEndDate />
      ) : notice.error ? null : (
        <DetailSkeleton />
      )}
    </section>
  );
}

/** /app/teacher/announcements/{id}/manage: the head of centre's own, with its reach and actions. */
function CentreAnnouncementPageContent() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('detail.pageTitle'));
  const { announcementId = '' } = useParams();
  return (
    <section className="grid gap-4 p-4">
      <TeacherBackLink to={T.announcements.path} label={t('detail.back')} />
      <AnnouncementDetail
        writer="super-manager"
        announcementId={announcementId}
        editHref={T.announcementEdit.href}
      />
    </section>
  );
}

/** /app/teacher/announcements/new: the head of centre writes for their centre. */
function NewCentreAnnouncementPageContent() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('form.newTitle'));
  const navigate = useNavigate();
  return (
    <section className="grid gap-4 p-4">
      <TeacherBackLink to={T.announcements.path} label={t('detail.back')} />
      <h1 className="text-xl font-semibold text-zinc-950">{t('form.newTitle')}</h1>
      <AnnouncementForm
        writer="super-manager"
        cancelTo={T.announcements.path}
        onSaved={(id) => navigate(T.announcementManage.href(id))}
      />
    </section>
  );
}

/** /app/teacher/announcements/{id}/edit: a draft or scheduled one of the head of centre's. */
function EditCentreAnnouncementPageContent() {
  const { t } = useTranslation('announcements');
  usePageTitle(t('form.editTitle'));
  const { announcementId = '' } = useParams();
  const navigate = useNavigate();
  const announcement = useAnnouncement('super-manager', announcementId);
  return (
    <section className="grid gap-4 p-4">
      <TeacherBackLink to={T.announcementManage.href(announcementId)} label={t('form.backToAnnouncement')} />
      <h1 className="text-xl font-semibold text-zinc-950">{t('form.editTitle')}</h1>
      {announcement.error ? <DetailError error={announcement.error} notFound={t('detail.notFound')} /> : null}
      {announcement.data ? (
        <AnnouncementForm
          writer="super-manager"
          editing={announcement.data}
          cancelTo={T.announcementManage.href(announcementId)}
          onSaved={(id) => navigate(T.announcementManage.href(id))}
        />
      ) : announcement.error ? null : (
        <DetailSkeleton />
      )}
    </section>
  );
}

export function CentreAnnouncementPage() {
  return (
    <HeadOfCentreOnly>
      <CentreAnnouncementPageContent />
    </HeadOfCentreOnly>
  );
}

export function NewCentreAnnouncementPage() {
  return (
    <HeadOfCentreOnly>
      <NewCentreAnnouncementPageContent />
    </HeadOfCentreOnly>
  );
}

export function EditCentreAnnouncementPage() {
  return (
    <HeadOfCentreOnly>
      <EditCentreAnnouncementPageContent />
    </HeadOfCentreOnly>
  );
}
