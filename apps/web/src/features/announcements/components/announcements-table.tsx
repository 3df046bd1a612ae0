import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { TableCell } from '@/components/ui/table';
import { formatDateTime } from '@/lib/time';
import type { AnnouncementWriter } from '../api/announcement-paths';
import { type AnnouncementListQuery, useAnnouncements } from '../api/get-announcements';
import { AnnouncementStatus } from './announcement-status';
import { useAudienceSummary } from './audience-summary';

const columns = [
  'announcements:list.columns.title',
  'announcements:list.columns.status',
  'announcements:list.columns.audience',
  'announcements:list.columns.publishTime',
  'announcements:list.columns.reach',
];

type AnnouncementsTableProps = {
  writer: AnnouncementWriter;
  query: AnnouncementListQuery;
  onPage: OnPage;
  detailHref: (announcementId: string) => string;
};

/** A page of announcements: title (pinned marked), status, audience, publication time and reach. */
export function AnnouncementsTable({ writer, query, onPage, detailHref }: AnnouncementsTableProps) {
  const { t } = useTranslation('announcements');
  const list = useAnnouncements(writer, query);
  const audience = useAudienceSummary();
  return (
    <PagedListTable
      countFound
      label={t('list.tableLabel')}
      noun={(count) => t('list.noun', { count })}
      emptyText={t('list.empty')}
      columns={columns.map((column) => t(column))}
      list={list}
      onPage={onPage}
      rowKey={(announcement) => announcement.id}
      rowHref={(announcement) => detailHref(announcement.id)}
      cells={(announcement) => (
        <>
          <TableCell className="min-w-48 font-medium text-zinc-900">
            <span className="inline-flex items-center gap-1.5">
              {announcement.pinned ? (
                <Pin aria-label={t('list.pinned')} role="img" className="size-4 shrink-0 text-brand-600" />
              ) : null}
              {/* The row opens by click; the title is its link for the keyboard (issue 40). */}
              <Link to={detailHref(announcement.id)} className="text-brand-800 hover:underline">
                {announcement.title}
              </Link>
            </span>
          </TableCell>
          <TableCell>
            <AnnouncementStatus state={announcement.state} />
          </TableCell>
          <TableCell className="min-w-32">{audience(announcement)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {formatDateTime(announcement.publishedAt ?? announcement.publishAt) || '-'}
          </TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {announcement.status === 'DRAFT' || announcement.status === 'SCHEDULED'
              ? '-'
              : t('list.reach', { reached: announcement.reach.reached, opened: announcement.reach.opened })}
          </TableCell>
        </>
      )}
    />
  );
}
