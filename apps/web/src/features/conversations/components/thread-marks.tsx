import type { ThreadSummary } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

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

/** Whom a thread is with, as the side reading it says it: the centre for a family, the family for staff. */
export function useCorrespondent() {
  const { t } = useTranslation('conversations');
  return (thread: Pick<ThreadSummary, 'centre' | 'family'>, side: 'parent' | 'centre') =>
    side === 'parent' ? thread.centre.name : t('thread.family', { name: thread.family.namedAfter });
}
