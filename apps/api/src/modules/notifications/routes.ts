import {
  announcementEmailBodySchema,
  emailNotificationsBodySchema,
  message,
  messageNoticesBodySchema,
  type NotificationSettings,
  notificationSettingsSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  successEnvelope,
  testNotificationSchema,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { access, changeRoute, ok, type RouteInput, route } from '../../http/route-kit';
import { createNotificationsService } from './service';

const tag = 'parent';
const settingsAnswer = successEnvelope(notificationSettingsSchema);

/** A change of the parent's notification choices: it answers all of them as they now stand. */
function settingsChange<B extends z.ZodType>(change: {
  method: 'PUT' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  body: B;
  save: (
    parentId: string,
    body: RouteInput<typeof access.parent, undefined, undefined, B>['body'],
  ) => Promise<NotificationSettings>;
}) {
  const { save, ...row } = change;
  return route({
    ...row,
    access: access.parent,
    tag,
    response: settingsAnswer,
    handle: async ({ principal, body }) => ok(await save(principal.parentId, body)),
  });
}

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
    settingsChange({
      method: 'PUT',
      path: '/api/v2/parent/notifications/email',
      operationId: 'setNotificationEmail',
      summary: 'Turns the e-mail at each check-in and check-out on or off',
      body: emailNotificationsBodySchema,
      save: (parentId, body) => service.setEmail(parentId, body.email),
    }),
    settingsChange({
      method: 'PUT',
      path: '/api/v2/parent/notifications/announcement-email',
      operationId: 'setAnnouncementEmail',
      summary: 'Turns the e-mail of each announcement on or off',
      body: announcementEmailBodySchema,
      save: (parentId, body) => service.setAnnouncementEmail(parentId, body.announcementEmail),
    }),
    settingsChange({
      method: 'PUT',
      path: '/api/v2/parent/notifications/messages',
      operationId: 'setMessageNotices',
      summary: 'Turns the push and e-mail of new messages from the centre on or off',
      body: messageNoticesBodySchema,
      save: (parentId, body) => service.setMessageNotices(parentId, body.messages),
    }),
    settingsChange({
      method: 'POST',
      path: '/api/v2/parent/notifications/push',
      operationId: 'addPushDevice',
      summary: 'Subscribes this device to push notifications (a Push API subscription)',
      body: pushSubscriptionBodySchema,
      save: service.subscribeDevice,
    }),
    settingsChange({
      method: 'POST',
      path: '/api/v2/parent/notifications/push/remove',
      operationId: 'removePushDevice',
      summary: 'Unsubscribes a device of the parent from push notifications',
      body: pushUnsubscribeBodySchema,
      save: (parentId, body) => service.unsubscribeDevice(parentId, body.endpoint),
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
