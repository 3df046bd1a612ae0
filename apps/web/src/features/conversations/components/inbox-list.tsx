import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FeedStates } from '@/components/feed-states';
import { LoadMoreButton } from '@/components/load-more-button';
import { NoticeCardSkeleton } from '@/components/notice-parts';
import { SearchBox } from '@/components/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import type { ConversationSide } from '../api/conversations-key';
import { type InboxFilter, useInbox } from '../api/get-inbox';
import { InboxRow } from './inbox-row';

const views = ['inbox', 'archived'] as const;
type View = (typeof views)[number];

type InboxListProps = {
  side: ConversationSide;
  threadHref: (threadId: string) => string;
  /** What an empty inbox tells this side to do. */
  emptyText: string;
  /** Head office reading a centre's shared inbox instead of its own. */
  centreId?: string;
};

/**
 * A side's conversations, newest activity first, with a search and the archive: both kept in the
 * address (`?search=`, `?view=archived`), so Back from a thread finds the list as it was.
 */
export function InboxList({ side, threadHref, emptyText, centreId }: InboxListProps) {
  const { t } = useTranslation('conversations');
  const { params, update } = useAddressParams();
  const search = params.get('search')?.trim() ?? '';
  const view: View = params.get('view') === 'archived' ? 'archived' : 'inbox';
  const change = (changes: Record<string, string | undefined>) =>
    update((live) => withParams(live, changes), { replace: true });
  return (
    <div className="grid min-w-0 gap-3">
      <SearchBox
        value={search}
        onSearch={(text) => change({ search: text || undefined })}
        placeholder={side === 'parent' ? t('inbox.search') : t('inbox.searchFamilies')}
        className="max-w-none"
      />
      <Tabs value={view} onValueChange={(next) => change({ view: next === 'archived' ? next : undefined })}>
        <TabsList aria-label={t('inbox.views')}>
          <TabsTrigger value="inbox">{t('inbox.inbox')}</TabsTrigger>
          <TabsTrigger value="archived">{t('inbox.archived')}</TabsTrigger>
        </TabsList>
        {views.map((shown) => (
          <TabsContent key={shown} value={shown} className="grid gap-3">
            <InboxFeed
              side={side}
              filter={{ search, archived: shown === 'archived', ...(centreId ? { centreId } : {}) }}
              threadHref={threadHref}
              emptyText={emptyText}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function InboxFeed({ side, filter, threadHref, emptyText }: InboxListProps & { filter: InboxFilter }) {
  const { t } = useTranslation('conversations');
  const inbox = useInbox(side, filter);
  const icon = <MessagesSquare aria-hidden="true" />;
  return (
    <FeedStates
      feed={inbox}
      loading={{ count: 3, label: t('inbox.loading'), card: <NoticeCardSkeleton /> }}
      failed={{ icon, title: t('inbox.loadFailed') }}
    >
      {(data) => {
        const threads = data.pages.flatMap((page) => page.threads);
        if (threads.length === 0) return <NoThreads filter={filter} emptyText={emptyText} />;
        return (
          <>
            <ul
              aria-label={t('inbox.listLabel')}
              aria-busy={inbox.isPlaceholderData || undefined}
              className="grid gap-3"
            >
              {threads.map((thread) => (
                <li key={thread.id}>
                  <InboxRow thread={thread} side={side} href={threadHref(thread.id)} />
                </li>
              ))}
            </ul>
            <LoadMoreButton feed={inbox} label={t('inbox.loadMore')} loadingLabel={t('inbox.loadingMore')} />
          </>
        );
      }}
    </FeedStates>
  );
}

/** Why the list is empty: nothing matches the search, nothing archived, or nothing yet. */
function NoThreads({ filter, emptyText }: { filter: InboxFilter; emptyText: string }) {
  const { t } = useTranslation('conversations');
  const icon = <MessagesSquare aria-hidden="true" />;
  if (filter.search) {
    return (
      <EmptyState
        icon={icon}
        title={t('inbox.noMatchTitle')}
        text={t('inbox.noMatch', { search: filter.search })}
      />
    );
  }
  if (filter.archived) {
    return <EmptyState icon={icon} title={t('inbox.archivedEmptyTitle')} text={t('inbox.archivedEmpty')} />;
  }
  return <EmptyState icon={icon} title={t('inbox.emptyTitle')} text={emptyText} />;
}
