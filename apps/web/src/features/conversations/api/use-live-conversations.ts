import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/event-stream';
import { type ConversationSide, conversationsKey, sideApi } from './conversations-key';

/**
 * Keeps a side's conversations live (decision 112): on each new message, and on every
 * (re)connection after the stream ended or the network dropped, the side's queries are read
 * again, so what the pages show is always the server's own answer, never lost nor doubled.
 */
export function useLiveConversations(side: ConversationSide) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationsKey(side) });
    return followEventStream(`${sideApi[side].path}/stream`, sideApi[side].auth, {
      onOpen: refresh,
      onEvent: (name) => {
        if (name === 'message') refresh();
      },
    });
  }, [queryClient, side]);
}
