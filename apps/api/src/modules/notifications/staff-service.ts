import type { PushSubscriptionBody, StaffNotificationSettings } from '@cic/contract';
import { message } from '@cic/contract';
import { isPushServiceEndpoint } from '../../adapters/web-push';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createNotificationsRepository } from './repository';

/** A teacher's or head of centre's push devices (decision 079); their e-mail is their sign-in address. */
export function createStaffNotificationsService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const repository = createNotificationsRepository(ctx.db);

  async function settings(managerId: string): Promise<StaffNotificationSettings> {
    return {
      pushPublicKey: ctx.config.webPush.publicKey,
      pushEndpoints: await repository.staffEndpoints(managerId),
    };
  }

  return {
    settings,

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
