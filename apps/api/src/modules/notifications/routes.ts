import {
  announcementEmailBodySchema,
  emailNotificationsBodySchema,
  message,
  notificationSettingsSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  successEnvelope,
  testNotificationSchema,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access } from '../../http/access';
import { changeRoute } from '../../http/change-route';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { createNotificationsService } from './service';

const tag = 'parent';
const settingsAnswer = successEnvelope(notificationSettingsSchema);

export function notificationsRoutes(ctx: AppContext) {
  const service = createNotificationsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/parent/notifications',
      operationId: 'getNotificationSettings',
      access: access.parent,
      tag,
      summary: 'The parent’s notification choices, the server’s push key and the devices subscribed',
      response: settingsAnswer,
      handle: async ({ principal }) => ok(await service.settings(principal.parentId)),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/parent/notifications/email',
      operationId: 'setNotificationEmail',
      access: access.parent,
      tag,
      summary: 'Turns the e-mail at each check-in and check-out on or off',
      body: emailNotificationsBodySchema,
      response: settingsAnswer,
      handle: async ({ principal, body }) => ok(await service.setEmail(principal.parentId, body.email)),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/parent/notifications/announcement-email',
      operationId: 'setAnnouncementEmail',
      access: access.parent,
      tag,
      summary: 'Turns the e-mail of each announcement on or off',
      body: announcementEmailBodySchema,
      response: settingsAnswer,
      handle: async ({ principal, body }) =>
        ok(await service.setAnnouncementEmail(principal.parentId, body.announcementEmail)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/notifications/push',
      operationId: 'addPushDevice',
      access: access.parent,
      tag,
      summary: 'Subscribes this device to push notifications (a Push API subscription)',
      body: pushSubscriptionBodySchema,
      response: settingsAnswer,
      handle: async ({ principal, body }) => ok(await service.subscribeDevice(principal.parentId, body)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/parent/notifications/push/remove',
      operationId: 'removePushDevice',
      access: access.parent,
      tag,
      summary: 'Unsubscribes a device of the parent from push notifications',
      body: pushUnsubscribeBodySchema,
      response: settingsAnswer,
      handle: async ({ principal, body }) =>
        ok(await service.unsubscribeDevice(principal.parentId, body.endpoint)),
    }),
    changeRoute({
      method: 'POST',
      path: '/api/v2/parent/notifications/test',
      operationId: 'sendTestNotification',
      access: access.parent,
      tag,
      summary: 'Sends a test notification to the parent’s channels that are on (one a minute)',
      data: testNotificationSchema,
      errors: [409, 429],
      done: message('success.testNotificationSent'),
      change: ({ principal, request }) => service.sendTest(principal.parentId, request.log),
    }),
  ];
}
