import type { PushSubscriptionBody, StaffNotificationSettings } from '@cic/contract';
import { message, staffMessageEmailsOn } from '@cic/contract';
import { isPushServiceEndpoint } from '../../adapters/web-push';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createNotificationsRepository } from './repository';

/**
 * A teacher's or head of centre's push devices (decision 079) and their e-mails of new messages
 * (decision 114), sent to the address on their account.
 */
export function createStaffNotificationsService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const repository = createNotificationsRepository(ctx.db);

  async function settings(managerId: string): Promise<StaffNotificationSettings> {
    const [person, pushEndpoints] = await Promise.all([
      repository.staffMessageEmails(managerId),
      repository.staffEndpoints(managerId),
    ]);
    return {
      pushPublicKey: ctx.config.webPush.publicKey,
      pushEndpoints,
      messageEmails: person ? staffMessageEmailsOn(person) : false,
      messageEmailAddress: person?.email || null,
    };
  }

  return {
    settings,

    /** Message e-mails on or off; on needs an address to send them to. */
    async setMessageEmails(managerId: string, on: boolean) {
      if (on && !(await repository.staffMessageEmails(managerId))?.email) {
        throw new AppError('CONFLICT', message('notifications.noEmailForMessages'), 'messageEmails');
      }
      await repository.setStaffMessageEmails(managerId, on);
      return settings(managerId);
    },

    async subscribeDevice(managerId: string, body: PushSubscriptionBody) {
      if (!isPushServiceEndpoint(body.endpoint, ctx.config.webPush.serviceOrigins)) {
        throw new AppError('VALIDATION_FAILED', message('notifications.pushNotSupported'), 'endpoint');
      }
      await repository.saveStaffDevice(managerId, { endpoint: body.endpoint, ...body.keys });
      return settings(managerId);
    },

    async unsubscribeDevice(managerId: string, endpoint: string) {
      await repository.removeStaffDevice(managerId, endpoint);
      return settings(managerId);
    },
  };
}
