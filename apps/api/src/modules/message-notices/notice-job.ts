import {
  type Language,
  type MessageInbox,
  messageNotice,
  messageThreadLinks,
  staffMessageEmailsOn,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { deliver, recipientsOfParents, type StaffRecipient, withStaffDevices } from '../notifications';
import { officeNotices } from './office-notices';
import { createMessageNoticesRepository, type NoticeSide } from './repository';
import { type MessageNoticeData, type NoticeDeps, noticeTime, queueNoticeAt } from './schedule';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'config'> & NoticeDeps;

/**
 * Tells one side of a thread of the other side's messages since its last notice (issue 43,
 * decision 114): the family's parents with the switch on who have not read them, by push and
 * e-mail; the centre's staff, unless its shared inbox has read them, by push on their subscribed
 * devices and by e-mail when theirs is on. One notice per reader in their language; a sensitive
 * thread's says only that a message arrived. Inside parents' quiet hours the job waits until they
 * end (a retry or a late queue can land there).
 */
export function messageNoticeHandler(deps: Deps) {
  const repository = createMessageNoticesRepository(deps.db);

  async function readers(
    side: NoticeSide,
    thread: { centreId: string; familyId: string; id: string; inbox: MessageInbox },
    newestId: string,
  ) {
    if (side === 'FAMILY') {
      const parents = await recipientsOfParents(
        deps.db,
        await repository.parentsToTell(thread.familyId, thread.id, newestId),
      );
      // The messages switch covers the e-mail too.
      return parents.map(({ announcementEmails: _other, ...parent }) => ({ ...parent, checkInEmails: true }));
    }
    if (await repository.centreHasRead(thread.id, newestId)) return [];
    if (thread.inbox === 'HEAD_OFFICE') return officeNotices.readers(deps.db);
    const staff: Omit<StaffRecipient, 'devices'>[] = (await repository.centreStaff(thread.centreId)).map(
      ({ managerId, language, ...person }) => ({
        managerId,
        language,
        email: staffMessageEmailsOn(person) ? person.email : null,
      }),
    );
    return (await withStaffDevices(deps.db, staff)).filter(
      (person) => person.email !== null || person.devices.length > 0,
    );
  }

  return async ({ threadId, side }: MessageNoticeData) => {
    const thread = await repository.thread(threadId);
    if (!thread) return { sent: 0 };
    const now = deps.clock();
    const at = noticeTime(side, now, thread.urgent);
    if (at > now) {
      await queueNoticeAt(deps, { threadId, side }, at);
      return { deferredTo: at.toISOString() };
    }
    const news = await repository.news(threadId, side);
    const newest = news.at(-1);
    if (!newest) return { sent: 0 };
    const recipients = await readers(side, thread, newest.id);
    const link = (side === 'FAMILY' ? messageThreadLinks.parent : officeNotices.staffLink(thread.inbox))(
      deps.config.publicUrl,
      threadId,
    );
    const event = `message:${threadId}:${side}:${newest.id}`;
    const words = (language: Language) => ({
      ...messageNotice(
        {
          reader: side === 'FAMILY' ? 'PARENT' : 'STAFF',
          sender:
            side === 'FAMILY'
              ? officeNotices.sender(thread.inbox, thread.centreName, language)
              : newest.authorName,
          subject: thread.subject,
          sensitive: thread.sensitive,
          messages: news,
          link,
        },
        language,
      ),
      tag: `message:${threadId}`,
    });
    const counts = await deliver(deps, event, recipients, words);
    await repository.markNoticed(threadId, side, newest.id);
    return { messages: news.length, ...counts };
  };
}
