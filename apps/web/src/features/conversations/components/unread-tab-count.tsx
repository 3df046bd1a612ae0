import { CountBubble } from '@/components/count-bubble';
import type { ConversationSide } from '../api/conversations-key';
import { useUnreadThreads } from '../api/get-unread-threads';
import { useLiveConversations } from '../api/use-live-conversations';

/**
 * The count over a Messages tab of conversations with something unread, and the words screen
 * readers hear after the tab's name. The tab bar is on every page of the area, so the live stream
 * of new messages is followed here, once. A chunk of its own: the first pages stay within their
 * budgets.
 */
export function UnreadTabCount({
  side,
  label,
}: {
  side: ConversationSide;
  label: (count: number) => string;
}) {
  useLiveConversations(side);
  const count = useUnreadThreads(side).data ?? 0;
  if (count === 0) return null;
  return (
    <>
      <CountBubble count={count} className="top-1 left-1/2 ml-2" />
      <span className="sr-only">{label(count)}</span>
    </>
  );
}
