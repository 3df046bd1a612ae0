import type { MessageInbox } from '@cic/contract';
import type { Subscription } from '../../db/client';

/** The channel a message insert notifies on, in its transaction (delivered at commit). */
export const messageEventsChannel = 'message_events';

/** What a notice says: ids only, so nothing of a message travels beyond who may read it. */
export type MessageNotice = { threadId: string; centreId: string; familyId: string; inbox: MessageInbox };

/** Who a live stream is for: a centre's shared inbox, head office's inbox, or one family's threads. */
export const centreAudience = (centreId: string) => `centre:${centreId}`;
export const officeAudience = 'office';
export const familyAudience = (familyId: string) => `family:${familyId}`;

/** The staff side a notice reaches: a head-office thread is not in its centre's inbox (decision 116). */
const staffAudience = (notice: MessageNotice) =>
  notice.inbox === 'HEAD_OFFICE' ? officeAudience : centreAudience(notice.centreId);

/** A child's care log changed (issue 44, decision 117): its family's streams refetch the child's day. */
export type CareNotice = { type: 'care'; childId: string; familyId: string };

export type MessageFollower = {
  /** A new message in a thread the stream's reader may see. */
  notice(notice: MessageNotice): void;
  /** A change to the care log of a child of the stream's family. */
  care?(notice: CareNotice): void;
  /** The notices stopped (the database connection was lost, or the server is closing): end the stream. */
  end(): void;
};

type Listen = (onNotice: (payload: string) => void, onLost: () => void) => Promise<Subscription>;

function parsed(payload: string): MessageNotice | CareNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<MessageNotice> & Partial<CareNotice>;
    if (notice.type === 'care') {
      return notice.childId && notice.familyId ? (notice as CareNotice) : null;
    }
    if (notice.threadId && notice.centreId && notice.familyId && notice.inbox) return notice as MessageNotice;
  } catch {}
  return null;
}

/**
 * The process's one LISTEN on `message_events` (decision 112), which also carries care notices, shared by every open stream and
 * opened by the first. A lost connection ends every stream: each client reconnects, which listens
 * anew and refetches, so nothing sent meanwhile is missed.
 */
export function createMessageEvents(listen: Listen) {
  const followers = new Map<string, Set<MessageFollower>>();
  let subscription: Promise<Subscription> | null = null;

  function onNotice(payload: string) {
    const notice = parsed(payload);
    if (!notice) return;
    if ('type' in notice) {
      for (const follower of followers.get(familyAudience(notice.familyId)) ?? []) follower.care?.(notice);
      return;
    }
    const reached = new Set([
      ...(followers.get(staffAudience(notice)) ?? []),
      ...(followers.get(familyAudience(notice.familyId)) ?? []),
    ]);
    for (const follower of reached) follower.notice(notice);
  }

  function endAll() {
    const all = new Set([...followers.values()].flatMap((set) => [...set]));
    followers.clear();
    for (const follower of all) follower.end();
  }

  function onLost() {
    subscription = null;
    endAll();
  }

  return {
    /**
     * Follows the audiences' notices until the returned function is called. Rejects when the
     * database cannot be listened on (the stream then fails, and its client tries again).
     */
    async follow(audiences: string[], follower: MessageFollower): Promise<() => void> {
      if (!subscription) {
        subscription = listen(onNotice, onLost);
        subscription.catch(() => {
          subscription = null;
        });
      }
      await subscription;
      for (const audience of audiences) {
        const set = followers.get(audience) ?? new Set();
        followers.set(audience, set.add(follower));
      }
      return () => {
        for (const audience of audiences) {
          const set = followers.get(audience);
          set?.delete(follower);
          if (set?.size === 0) followers.delete(audience);
        }
      };
    },

    /** How many streams follow now (the bench's open connections). */
    streams(): number {
      return new Set([...followers.values()].flatMap((set) => [...set])).size;
    },

    /** Ends every stream and the LISTEN, as the server closes. */
    async stop() {
      const open = subscription;
      subscription = null;
      endAll();
      await open?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
export type MessageEvents = ReturnType<typeof createMessageEvents>;
