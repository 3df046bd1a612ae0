import type { Mailer } from '../../adapters/mail';
import type { PushSender } from '../../adapters/web-push';
import type { Db } from '../../db/client';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { checkInMessage, deliver, testMessage } from './deliveries';
import { createNotificationsRepository } from './repository';

/** One job per check-in or check-out: it tells every parent of the child (issue 17). */
export const checkInNotificationJob = 'check-in-notification';
export type CheckInNotificationData = { checkInId: string };

/** 'Send a test notification' from the profile: the parent's own channels. */
export const testNotificationJob = 'test-notification';
export type TestNotificationData = { parentId: string; at: string };

type Deps = { db: Db; mailer: Mailer; push: PushSender; config: { publicUrl: string } };

/** Queues the notification of a check-in just written. */
export function queueCheckInNotification(jobs: FollowUpJobs, log: FollowUpLog, checkInId: string) {
  const data: CheckInNotificationData = { checkInId };
  return queueFollowUp(jobs, log, checkInNotificationJob, data, 'the check-in notification');
}

export function checkInNotificationHandler(deps: Deps) {
  const repository = createNotificationsRepository(deps.db);
  return async ({ checkInId }: CheckInNotificationData) => {
    const event = await repository.checkInEvent(checkInId);
    if (!event) return { sent: 0 };
    const recipients = await repository.recipientsOfChild(event.childId);
    return deliver(deps, `check-in:${event.id}`, recipients, (language) =>
      checkInMessage(deps.config.publicUrl, language, event),
    );
  };
}

export function testNotificationHandler(deps: Deps) {
  const repository = createNotificationsRepository(deps.db);
  return async ({ parentId, at }: TestNotificationData) => {
    const recipient = await repository.recipient(parentId);
    if (!recipient) return { sent: 0 };
    return deliver(deps, `test:${parentId}:${at}`, [recipient], (language) =>
      testMessage(deps.config.publicUrl, at, language),
    );
  };
}
