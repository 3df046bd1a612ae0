/**
 * The parent's conversations with their children's centres (issue 43): the inbox, a new message
 * about a child, and a thread. A chunk of its own with the 'conversations' words.
 */
import { MessagesSquare, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { InboxList } from '@/features/conversations/components/inbox-list';
import { type ChildChoice, ParentThreadForm } from '@/features/conversations/components/parent-thread-form';
import { ThreadView } from '@/features/conversations/components/thread-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageSkeleton } from './page-skeleton';
import { ParentBackLink } from './parent-back-link';
import { useParentUser } from './use-parent-user';

const P = paths.parent;

/** /parent/messages : the family's conversations, newest activity first; search and the archive. */
export function MessagesPage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('inbox.title'));
  return (
    <section className="grid min-w-0 gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-zinc-900">{t('inbox.title')}</h1>
          <p className="text-sm text-zinc-600">{t('inbox.parentIntro')}</p>
        </div>
        <Button asChild>
          <Link to={P.messageNew.path}>
            <Plus aria-hidden="true" />
            {t('inbox.new')}
          </Link>
        </Button>
      </div>
      <InboxList side="parent" threadHref={P.message.href} emptyText={t('inbox.parentEmpty')} />
    </section>
  );
}

/** The children a parent may write about: each active child of their families, with its centre. */
function useChildChoices(): ChildChoice[] | undefined {
  const user = useParentUser();
  return user?.families.flatMap((link) =>
    link.family.children
      .filter((child) => child.active)
      .map((child) => ({ id: child.id, name: child.name, centreName: child.center.name })),
  );
}

/** /parent/messages/new : a message to a child's centre about the child; the thread opens once sent. */
export function NewMessagePage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('form.title'));
  const navigate = useNavigate();
  const choices = useChildChoices();
  if (!choices) return <PageSkeleton />;
  return (
    <section className="grid min-w-0 gap-4 p-4 sm:p-6">
      <ParentBackLink to={P.messages.path}>{t('thread.back')}</ParentBackLink>
      <h1 className="text-2xl font-semibold text-zinc-900">{t('form.title')}</h1>
      {choices.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" />}
          title={t('form.noChildrenTitle')}
          text={t('form.noChildren')}
        />
      ) : (
        <ParentThreadForm
          choices={choices}
          cancelHref={P.messages.path}
          onSent={(thread) => navigate(P.message.href(thread.id), { replace: true })}
        />
      )}
    </section>
  );
}

/** /parent/messages/{threadId} : one conversation; opening it marks it read. */
export function MessagePage() {
  const { t } = useTranslation('conversations');
  usePageTitle(t('inbox.title'));
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <section className="grid min-w-0 gap-4 p-4 sm:p-6">
      <ParentBackLink to={P.messages.path}>{t('thread.back')}</ParentBackLink>
      <ThreadView side="parent" threadId={threadId} onArchived={() => navigate(P.messages.path)} />
    </section>
  );
}
