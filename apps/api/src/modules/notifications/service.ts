import type { NotificationSettings, PushSubscriptionBody, TestNotification } from '@cic/contract';
import { message } from '@cic/contract';
import { isPushServiceEndpoint } from '../../adapters/web-push';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { type TestNotificationData, testNotificationJob } from './notification-jobs';
import { createNotificationsRepository } from './repository';

/** At most one test notification a minute per parent: the button cannot be used to flood an inbox. */
const testNotificationGapMs = 60_000;

export function createNotificationsService(ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs'>) {
  const repository = createNotificationsRepository(ctx.db);

  async function settings(parentId: string): Promise<NotificationSettings> {
    const { email, announcementEmail, messages, pushEndpoints } = await repository.settingsOf(parentId);
    return {
      email,
      announcementEmail,
      messages,
      pushPublicKey: ctx.config.webPush.publicKey,
      pushEndpoints,
    };
  }

  return {
    settings,

    async setEmail(parentId: string, email: boolean) {
      await repository.setCheckInEmails(parentId, email);
      return settings(parentId);
    },

    async setAnnouncementEmail(parentId: string, on: boolean) {
      await repository.setAnnouncementEmails(parentId, on);
      return settings(parentId);
    },

    /** Message notices on or off: push and e-mail both (decision 114). */
    async setMessageNotices(parentId: string, on: boolean) {
      await repository.setMessageNotices(parentId, on);
      return settings(parentId);
    },

    async subscribeDevice(parentId: string, body: PushSubscriptionBody) {
      if (!isPushServiceEndpoint(body.endpoint, ctx.config.webPush.serviceOrigins)) {
        throw new AppError('VALIDATION_FAILED', message('notifications.pushNotSupported'), 'endpoint');
      }
      await repository.saveDevice(parentId, { endpoint: body.endpoint, ...body.keys });
      return settings(parentId);
    },

    async unsubscribeDevice(parentId: string, endpoint: string) {
      await repository.removeDevice(parentId, endpoint);
      return settings(parentId);
    },

    /** Queues a test notification to the parent's channels that are on; at most one a minute. */
    async sendTest(parentId: string, log: FollowUpLog): Promise<TestNotification> {
      const { email, pushEndpoints } = await repository.settingsOf(parentId);
      if (!email && pushEndpoints.length === 0) {
        throw new AppError('CONFLICT', message('notifications.turnOnFirst'));
      }
      const now = ctx.clock();
      if (!(await repository.claimTestSlot(parentId, now, testNotificationGapMs))) {
        throw new AppError('RATE_LIMITED', message('notifications.testJustSent'));
      }
      const data: TestNotificationData = { parentId, at: now.toISOString() };
      await queueFollowUp(ctx.jobs, log, testNotificationJob, data, 'the test notification');
      return { email, devices: pushEndpoints.length };
    },
  };
}
