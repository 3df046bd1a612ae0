import type { Announcement } from '@cic/contract';
import { Archive, Pencil, Pin } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityImageGrid } from '@/components/activity-image-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailError, DetailList, DetailSkeleton } from '@/components/detail-parts';
import { LinkedText } from '@/components/linked-text';
import { Metric } from '@/components/metric';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { formatDate, formatDateTime } from '@/lib/time';
import type { AnnouncementWriter } from '../api/announcement-paths';
import { useAnnouncement } from '../api/get-announcement';
import { useArchiveAnnouncement } from '../api/save-announcement';
import { AnnouncementStatus } from './announcement-status';
import { useAudienceSummary } from './audience-summary';

type AnnouncementDetailProps = {
  writer: AnnouncementWriter;
  announcementId: string;
  editHref: (announcementId: string) => string;
};

const imageColumns = 'grid-cols-2 sm:grid-cols-3';

/** Opened as a share of those reached, whole percent; '-' before anyone was reached. */
const openRate = ({ reached, opened }: Announcement['reach']) =>
  reached === 0 ? '-' : `${Math.round((opened / reached) * 100)}%`;

/** The announcement as written, who it is for, its reach (parents reached, opened) and its actions. */
export function AnnouncementDetail({ writer, announcementId, editHref }: AnnouncementDetailProps) {
  const { t } = useTranslation('announcements');
  const announcement = useAnnouncement(writer, announcementId);
  if (announcement.error) return <DetailError error={announcement.error} notFound={t('detail.notFound')} />;
  if (!announcement.data) return <DetailSkeleton />;
  return <Loaded writer={writer} announcement={announcement.data} editHref={editHref} />;
}

function Loaded({
  writer,
  announcement,
  editHref,
}: {
  writer: AnnouncementWriter;
  announcement: Announcement;
  editHref: (announcementId: string) => string;
}) {
  const { t } = useTranslation('announcements');
  const audience = useAudienceSummary();
  const archive = useArchiveAnnouncement(writer);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfter();
  const editable = announcement.status === 'DRAFT' || announcement.status === 'SCHEDULED';
  const sent = announcement.status === 'PUBLISHED' || announcement.status === 'ARCHIVED';

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1
            ref={heading}
            className="flex items-center gap-2 text-2xl font-semibold break-words text-zinc-900"
          >
            {announcement.pinned ? (
              <Pin aria-label={t('list.pinned')} role="img" className="size-5 shrink-0 text-brand-600" />
            ) : null}
            {announcement.title}
          </h1>
          <AnnouncementStatus state={announcement.state} />
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <Button asChild variant="outline">
              <Link to={editHref(announcement.id)}>
                <Pencil aria-hidden="true" />
                {t('detail.edit')}
              </Link>
            </Button>
          ) : null}
          {announcement.status === 'ARCHIVED' ? null : (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <Archive aria-hidden="true" />
              {t('detail.archive')}
            </Button>
          )}
        </div>
      </div>
      {sent ? (
        <dl aria-label={t('detail.reach')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Metric label={t('detail.reached')} value={announcement.reach.reached} large />
          <Metric label={t('detail.opened')} value={announcement.reach.opened} large />
          <Metric label={t('detail.openRate')} value={openRate(announcement.reach)} large />
        </dl>
      ) : null}
      <Card className="grid gap-5 p-5">
        <DetailList
          items={[
            { label: t('detail.audience'), value: audience(announcement, { every: true }) },
            { label: t('detail.author'), value: announcement.author.name },
            {
              label: announcement.status === 'SCHEDULED' ? t('detail.scheduledFor') : t('detail.publishedAt'),
              value: formatDateTime(announcement.publishedAt ?? announcement.publishAt) || '-',
            },
            {
              label: t('detail.endDate'),
              value: announcement.endDate ? formatDate(announcement.endDate) : t('detail.noEndDate'),
            },
          ]}
        />
        <LinkedText text={announcement.body} />
        {announcement.images.length > 0 ? (
          <ActivityImageGrid
            images={announcement.images}
            title={announcement.title}
            columnsClassName={imageColumns}
          />
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.archiveTitle')}
        description={t('detail.archiveDescription')}
        confirmLabel={t('detail.archive')}
        pending={archive.isPending}
        pendingLabel={t('detail.archiving')}
        destructive
        onConfirm={() =>
          archive.mutate(announcement.id, {
            onSuccess: () => {
              // Archive goes with the status it changed: focus goes to the heading, the new status below it.
              focusAfter(() => heading.current);
              setConfirming(false);
              toast({ title: t('detail.archived') });
            },
            onError: (error) => toastError(error),
          })
        }
      />
    </div>
  );
}
