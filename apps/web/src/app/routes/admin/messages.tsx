/**
 * Head office's messages (issue 43, decision 116): its own inbox of families' messages, answered
 * and archived by admins with MESSAGES, and each centre's shared inbox to read. A chunk of its own
 * with the 'conversations' words; live through head office's event stream.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { useLiveConversations } from '@/features/conversations/api/use-live-conversations';
import { InboxList } from '@/features/conversations/components/inbox-list';
import { OfficeInboxChooser } from '@/features/conversations/components/office-inbox-chooser';
import { ThreadView } from '@/features/conversations/components/thread-view';
import { useAddressParams, withParams } from '@/hooks/use-address-params';
import { AdminPage } from './admin-page';

const A = paths.admin;

/** /app/admin/messages : head office's inbox, or with `?centre=` that centre's shared inbox. */
export function MessagesPage() {
  const { t } = useTranslation('conversations');
  useLiveConversations('office');
  const { params, update } = useAddressParams();
  const centreId = params.get('centre') ?? '';
  return (
    <AdminPage title={t('inbox.officeTitle')} description={t('inbox.officeIntro')}>
      <OfficeInboxChooser
        centreId={centreId}
        onChange={(next) => update((live) => withParams(live, { centre: next || undefined }))}
      />
      <InboxList
        key={centreId}
        side="office"
        threadHref={A.message.href}
        emptyText={centreId ? t('inbox.centreViewEmpty') : t('inbox.officeEmpty')}
        {...(centreId ? { centreId } : {})}
      />
    </AdminPage>
  );
}

/**
 * /app/admin/messages/{threadId} : a conversation of head office's inbox to answer and archive,
 * or a centre's to read (the server records the reading).
 */
export function MessagePage() {
  const { t } = useTranslation('conversations');
  useLiveConversations('office');
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AdminPage
      title={t('inbox.officeTitle')}
      back={{ to: A.messages.path, label: t('thread.back') }}
      showHeading={false}
    >
      <ThreadView side="office" threadId={threadId} onArchived={() => navigate(A.messages.path)} />
    </AdminPage>
  );
}
