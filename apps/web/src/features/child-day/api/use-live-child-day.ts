import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/event-stream';
import { childDayKey } from './get-child-day';

/**
 * Keeps a child's day live (issue 44): the parent's event stream says `care` when an entry of
 * their child is recorded, corrected or undone, and the day is read again, as on every
 * (re)connection, so the page always shows the server's own answer.
 */
export function useLiveChildDay(childId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: childDayKey(childId) });
    return followEventStream('/parent/messages/stream', 'parent', {
      onOpen: refresh,
      onEvent: (name) => {
        if (name === 'care') refresh();
      },
    });
  }, [queryClient, childId]);
}
