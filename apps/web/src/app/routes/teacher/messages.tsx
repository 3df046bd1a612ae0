/**
 * The centre's shared inbox (issue 43): every teacher and the head of centre read and answer the
 * families' messages, see who read theirs, and write to one family, the families of chosen
 * children or every family. A chunk of its own with the 'conversations' words.
 */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CentreThreadForm } from '@/features/conversations/components/centre-thread-form';
import { InboxList } from '@/features/conversations/components/inbox-list';
import { ThreadView } from '@/features/conversations/components/thread-view';
import type { KnownFamily } from '@/features/conversations/lib/recipients';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageText } from '@/i18n/i18n';
import { TeacherBackLink } from './teacher-back-link';

const T = paths.teacher;

function BackLink() {
  const { t } = useTranslation('conversations');
  return <TeacherBackLink to={T.messages.path} label={t('thread.back')} />;
}

/** /app/teacher/messages : the centre's conversations with families, newest activity first. */
export function CentreMessagesPage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('inbox.title'));
  return (
    <section className="grid min-w-0 gap-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold text-zinc-950">{t('inbox.title')}</h1>
          <p className="text-sm text-zinc-600">{t('inbox.centreIntro')}</p>
        </div>
        <Button asChild>
          <Link to={T.messageNew.path}>
            <Plus aria-hidden="true" />
            {t('inbox.new')}
          </Link>
        </Button>
      </div>
      <InboxList side="centre" threadHref={T.message.href} emptyText={t('inbox.centreEmpty')} />
    </section>
  );
}

/** The family a thread's "New message to this family" hands to the form, in navigation state. */
type NewMessageState = { family?: KnownFamily } | null;

/**
 * /app/teacher/messages/new : one thread per family reached. A single one opens; several leave
 * the inbox, where they are.
 */
export function NewCentreMessagePage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('form.title'));
  const navigate = useNavigate();
  const family = (useLocation().state as NewMessageState)?.family;
  return (
    <section className="grid min-w-0 gap-4 p-4">
      <BackLink />
      <h1 className="text-xl font-semibold text-zinc-950">{t('form.title')}</h1>
      <CentreThreadForm
        family={family}
        cancelHref={T.messages.path}
        onSent={({ threadIds }) => {
          const [only] = threadIds;
          if (threadIds.length === 1 && only) {
            toast({ title: messageText('success.messageSent') });
            navigate(T.message.href(only), { replace: true });
            return;
          }
          toast({ title: t('form.sentToFamilies', { count: threadIds.length }) });
          navigate(T.messages.path, { replace: true });
        }}
      />
    </section>
  );
}

/** /app/teacher/messages/{threadId} : one conversation with the family's read receipts; opening it marks it read. */
export function CentreMessagePage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('inbox.title'));
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <section className="grid min-w-0 gap-4 p-4">
      <BackLink />
      <ThreadView
        side="centre"
        threadId={threadId}
        onArchived={() => navigate(T.messages.path)}
        actions={(thread) => (
          <Button variant="outline" size="sm" asChild>
            <Link
              to={T.messageNew.path}
              state={{
                family: {
                  id: thread.family.id,
                  name: t('thread.family', { name: thread.family.namedAfter }),
                },
              }}
            >
              <Plus aria-hidden="true" />
              {t('thread.newToFamily')}
            </Link>
          </Button>
        )}
      />
    </section>
  );
}
