import { parentNoticeTime } from '@cic/contract';
import type { JobQueue } from '../../jobs/queue';
import { type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import type { NoticeSide } from './repository';

/** One job per thread and side gathers what arrived before it runs (decision 114). */
export const messageNoticeJob = 'message-notice';
export type MessageNoticeData = { threadId: string; side: NoticeSide };

export type NoticeDeps = {
  jobs: Pick<JobQueue, 'send'>;
  clock: () => Date;
  config: { messages: { noticeDelaySeconds: number } };
};

/**
 * When a side's notice may go, from `earliest`: a family's waits out the parents' quiet hours
 * unless the thread is urgent; the centre's goes at once.
 */
export const noticeTime = (side: NoticeSide, earliest: Date, urgent: boolean) =>
  side === 'FAMILY' ? parentNoticeTime(earliest, { urgent }) : earliest;

/** How long from now until `at`, in whole seconds as the queue counts them. */
const secondsUntil = (deps: NoticeDeps, at: Date) =>
  Math.max(0, Math.ceil((at.getTime() - deps.clock().getTime()) / 1000));

/**
 * The job's sending options: the `short` queue keeps one job per thread and side waiting, so
 * every message written before it runs joins its one notice.
 */
const noticeOptions = (deps: NoticeDeps, data: MessageNoticeData, at: Date) => ({
  singletonKey: `${data.threadId}:${data.side}`,
  startAfterSeconds: secondsUntil(deps, at),
});

/** Queues the side's notice of a thread again at `at`, unless one still waits. */
export const queueNoticeAt = (deps: NoticeDeps, data: MessageNoticeData, at: Date) =>
  deps.jobs.send(messageNoticeJob, data, noticeOptions(deps, data, at));

/**
 * After a message is written: the other side hears of it in a few minutes, in one notice with
 * anything else written meanwhile. A queue that cannot take the job costs the notice, never the
 * message: the failure is logged.
 */
export function createMessageNoticeScheduler(deps: NoticeDeps) {
  return (log: FollowUpLog, { urgent, ...data }: MessageNoticeData & { urgent: boolean }) => {
    const due = new Date(deps.clock().getTime() + deps.config.messages.noticeDelaySeconds * 1000);
    const at = noticeTime(data.side, due, urgent);
    return queueFollowUp(
      deps.jobs,
      log,
      messageNoticeJob,
      data,
      'the message notice',
      noticeOptions(deps, data, at),
    );
  };
}
