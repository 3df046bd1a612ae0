import { Archive, Inbox } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { messageText } from '@/i18n/i18n';
import { useArchiveThread } from '../api/archive-thread';
import type { ConversationSide } from '../api/conversations-key';

/**
 * Archive, or Move to inbox, for the reader's side only. Archiving hands over to `onArchived`
 * (the page goes back to the inbox, where the next conversation is); moving back keeps focus here.
 */
export function ArchiveButton({
  side,
  threadId,
  archived,
  onArchived,
}: {
  side: ConversationSide;
  threadId: string;
  archived: boolean;
  onArchived: () => void;
}) {
  const { t } = useTranslation('conversations');
  const archive = useArchiveThread(side, threadId);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const Icon = archived ? Inbox : Archive;
  return (
    <Button
      ref={button}
      variant="outline"
      size="sm"
      disabled={archive.isPending}
      onClick={() =>
        archive.mutate(!archived, {
          onSuccess: (_, nowArchived) => {
            toast({
              title: messageText(nowArchived ? 'success.threadArchived' : 'success.threadUnarchived'),
            });
            if (nowArchived) onArchived();
            else focusAfter(() => button.current);
          },
          onError: (error) => {
            toastError(error);
            focusAfter(() => button.current);
          },
        })
      }
    >
      <Icon aria-hidden="true" />
      {archive.isPending ? t('thread.archiving') : archived ? t('thread.unarchive') : t('thread.archive')}
    </Button>
  );
}
