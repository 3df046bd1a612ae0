import { type CentreThread, conversationMessages, type Inbox, type OfficeInboxQuery } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { createInboxRepository } from './inbox-repository';
import { createConversationsRepository } from './repository';
import type { createConversationsService } from './service';

type Service = ReturnType<typeof createConversationsService>;

/**
 * Head office's side of the conversations (issue 43, decision 116): its own inbox, and every
 * centre's shared inbox to read. Opening a centre's thread is audited and leaves the centre's
 * read mark alone; head office answers and archives only in its own inbox.
 */
export function createOfficeConversations(ctx: Pick<AppContext, 'db'>, service: Service) {
  const inbox = createInboxRepository(ctx.db);
  const repository = createConversationsRepository(ctx.db);

  return {
    centres: () => inbox.centres(),

    /** Head office's inbox, or with `centreId` that centre's shared inbox as the centre sees it. */
    async list(query: OfficeInboxQuery): Promise<Inbox> {
      const { centreId, ...filter } = query;
      if (!centreId) return service.list({ kind: 'OFFICE' }, filter);
      if (!(await inbox.centreExists(centreId))) throw centreNotFound();
      return service.list({ kind: 'CENTRE', centreId }, filter);
    },

    /**
     * A thread of head office's inbox (marked read for it), or of a centre's inbox: read as the
     * centre's, unmarked, with an audit row naming the admin and the thread each time.
     */
    async open(admin: AdminPrincipal, threadId: string): Promise<CentreThread> {
      const place = await inbox.placeOf(threadId);
      if (!place) throw new AppError('NOT_FOUND', conversationMessages.threadNotFound);
      if (place.inbox === 'HEAD_OFFICE') return service.openAsStaff({ kind: 'OFFICE' }, threadId);
      const thread = await service.openAsStaff({ kind: 'CENTRE', centreId: place.centreId }, threadId, {
        markRead: false,
      });
      await repository.audit({
        ...adminActor(admin),
        action: 'message-thread.read',
        entityType: 'message_thread',
        entityId: threadId,
        details: { centreId: place.centreId },
      });
      return thread;
    },
  };
}
