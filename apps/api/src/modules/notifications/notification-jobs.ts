import type { Mailer } from '../../adapters/mail';
import type { PushSender } from '../../adapters/web-push';
import type { Db } from '../../db/client';
import { checkInMessage, deliver, testMessage } from './deliveries';
import { createNotificationsRepository } from './repository';

/** One job per check-in or check-out: it tells every parent of the child (issue 17). */
export const checkInNotificationJob = 'check-in-notification';
export type CheckInNotificationData = { checkInId: string };

/** 'Send a test notification' from the profile: the parent's own channels. */
export const testNotificationJob = 'test-notification';
export type TestNotificationData = { parentId: string; at: string };

type Jobs = { send(name: string, data?: object): Promise<string | null> };
type Log = { error(details: object, message: string): void };
type Deps = { db: Db; mailer: Mailer; push: PushSender; config: { publicUrl: string } };

/**
 * Queues the notification of a check-in just written. The record is saved whatever happens here:
 * a queue that cannot take the job costs the notification, never the check-in (logged).
 */
export async function queueCheckInNotification(jobs: Jobs, log: Log, checkInId: string) {
  try {
    await jobs.send(checkInNotificationJob, { checkInId } satisfies CheckInNotificationData);
  } catch (error) {
    log.error({ err: error, checkInId }, 'Could not queue the check-in notification');
  }
}

export function checkInNotificationHandler(deps: Deps) {
  const repository = createNotificationsRepository(deps.db);
  return async ({ checkInId }: CheckInNotificationData) => {
    const event = await repository.checkInEvent(checkInId);
    if (!event) return { sent: 0 };
    const recipients = await repository.recipientsOfChild(event.childId);
    return deliver(deps, `check-in:${event.id}`, recipients, checkInMessage(deps.config.publicUrl, event));
  };
}

export function testNotificationHandler(deps: Deps) {
  const repository = createNotificationsRepository(deps.db);
  return async ({ parentId, at }: TestNotificationData) => {
    const recipient = await repository.recipient(parentId);
    if (!recipient) return { sent: 0 };
    return deliver(deps, `test:${parentId}:${at}`, [recipient], testMessage(deps.config.publicUrl, at));
  };
}
