import type { ThreadSummary } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { ConversationSide } from '../api/conversations-key';

/** The staff's Urgent and Sensitive marks of a thread, as both sides see them. */
export function ThreadMarks({ thread }: { thread: Pick<ThreadSummary, 'urgent' | 'sensitive'> }) {
  const { t } = useTranslation('conversations');
  return (
    <>
      {thread.urgent ? <Badge variant="destructive">{t('thread.urgent')}</Badge> : null}
      {thread.sensitive ? <Badge variant="warning">{t('thread.sensitive')}</Badge> : null}
    </>
  );
}

/**
 * Whom a thread is with, as the side reading it says it: the centre (or head office) for a family,
 * the family for the centre's staff, the family and its child's centre for head office.
 */
export function useCorrespondent() {
  const { t } = useTranslation('conversations');
  return (thread: Pick<ThreadSummary, 'inbox' | 'centre' | 'family'>, side: ConversationSide) => {
    if (side === 'parent') return staffSideName(thread, t('thread.headOffice'));
    const family = t('thread.family', { name: thread.family.namedAfter });
    return side === 'office' ? t('thread.familyAt', { family, centre: thread.centre.name }) : family;
  };
}

/** The thread's staff side as a family reads it: the centre's name, or head office's word. */
export const staffSideName = (thread: Pick<ThreadSummary, 'inbox' | 'centre'>, headOffice: string) =>
  thread.inbox === 'HEAD_OFFICE' ? headOffice : thread.centre.name;
