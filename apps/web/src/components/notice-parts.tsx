import { Pin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { senderOf } from '@/lib/announcement-sender';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/time';
import { Skeleton } from './ui/skeleton';

/** What teachers' and parents' views of an announcement both read. */
type Notice = Parameters<typeof senderOf>[0] & { title: string; body: string; publishedAt: string };

/** The pin of a pinned announcement, named for screen readers; `className` sizes it. */
export function PinnedMark({ pinned, className }: { pinned: boolean; className: string }) {
  const { t } = useTranslation('announcements');
  if (!pinned) return null;
  return (
    <Pin aria-label={t('list.pinned')} role="img" className={cn('shrink-0 text-brand-600', className)} />
  );
}

/** 'From {sender} · {time}': who sent the announcement and when it was published. */
export function NoticeByline({ notice }: { notice: Notice }) {
  const { t } = useTranslation('announcements');
  return t('notices.byline', { author: senderOf(notice), time: formatDateTime(notice.publishedAt) });
}

/**
 * An announcement in a list, linking to its page: `children` is its title line, then who sent
 * it and when, and the start of its text. `className` adds the border's colour.
 */
export function NoticeCardLink({
  notice,
  href,
  className,
  children,
}: {
  notice: Notice;
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={href}
      className={cn(
        'grid gap-1 rounded-2xl border bg-white p-4 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
      <span className="text-xs text-zinc-500">
        <NoticeByline notice={notice} />
      </span>
      <span className="line-clamp-2 text-sm text-zinc-700">{notice.body}</span>
    </Link>
  );
}

/** One card of a list of announcements while it loads: its title and its text. */
export function NoticeCardSkeleton() {
  return (
    <>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-10 w-full" />
    </>
  );
}
