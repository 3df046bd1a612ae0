/**
 * Head office's messages (issue 43, decision 116): its own inbox of families' messages, answered
 * and archived by admins with MESSAGES, and each centre's shared inbox to read. One page: the
 * inbox, or with `?thread=` a conversation. A chunk of its own with the 'conversations' words;
 * live through head office's event stream.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useLiveConversations } from '@/features/conversations/api/use-live-conversations';
import { InboxList } from '@/features/conversations/components/inbox-list';
import { OfficeInboxChooser } from '@/features/conversations/components/office-inbox-chooser';
import { ThreadView } from '@/features/conversations/components/thread-view';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { AdminPage } from './admin-page';

const A = paths.admin;

/**
 * /app/admin/messages : head office's inbox, or with `?centre=` that centre's shared inbox; with
 * `?thread=` one conversation, kept beside the inbox it was opened from.
 */
export function MessagesPage() {
  const { t } = useTranslation('conversations');
  useLiveConversations('office');
  const { params, update } = useAddressParams();
  const centreId = params.get('centre') ?? '';
  const threadId = params.get('thread');
  const inboxHref = A.messages.href({ centre: centreId });
  if (threadId) return <OfficeThreadPage threadId={threadId} inboxHref={inboxHref} />;
  return (
    <AdminPage title={t('inbox.officeTitle')} description={t('inbox.officeIntro')}>
      <OfficeInboxChooser
        centreId={centreId}
        onChange={(next) => update((live) => withParams(live, { centre: next || undefined }))}
      />
      <InboxList
        key={centreId}
        side="office"
        threadHref={(thread) => A.messages.href({ centre: centreId, thread })}
        emptyText={centreId ? t('inbox.centreViewEmpty') : t('inbox.officeEmpty')}
        {...(centreId ? { centreId } : {})}
      />
    </AdminPage>
  );
}

/**
 * A conversation of head office's inbox to answer and archive, or a centre's to read (the server
 * records the reading).
 */
function OfficeThreadPage({ threadId, inboxHref }: { threadId: string; inboxHref: string }) {
  const { t } = useTranslation('conversations');
  const navigate = useNavigate();
  return (
    <AdminPage
      title={t('inbox.officeTitle')}
      back={{ to: inboxHref, label: t('thread.back') }}
      showHeading={false}
    >
      <ThreadView key={threadId} side="office" threadId={threadId} onArchived={() => navigate(inboxHref)} />
    </AdminPage>
  );
}
