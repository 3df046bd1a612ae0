import {
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  staffMessageEmailsBodySchema,
  staffNotificationSettingsSchema,
  successEnvelope,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { access, ok, route } from '../../http/route-kit';
import { createStaffNotificationsService } from './staff-service';

const tag = 'teacher';
const settingsAnswer = successEnvelope(staffNotificationSettingsSchema);

/**
 * Push on a teacher's or head of centre's device, for the closing-time notice (decision 079), and
 * their e-mails of new messages (decision 114).
 */
export function staffNotificationsRoutes(ctx: AppContext) {
  const service = createStaffNotificationsService(ctx);
  return [
    route({
      method: 'GET',
      path: '/api/v2/center/notifications',
      operationId: 'getStaffNotificationSettings',
      access: access.teacher,
      tag,
      summary: 'The server’s push key and the devices of this teacher or head of centre subscribed',
      response: settingsAnswer,
      handle: async ({ principal }) => ok(await service.settings(principal.managerId)),
    }),
    route({
      method: 'PUT',
      path: '/api/v2/center/notifications/message-email',
      operationId: 'setStaffMessageEmails',
      access: access.teacher,
      tag,
      summary: 'Turns the e-mail of the messages parents write to the centre on or off for this person',
      body: staffMessageEmailsBodySchema,
      response: settingsAnswer,
      errors: [409],
      handle: async ({ principal, body }) =>
        ok(await service.setMessageEmails(principal.managerId, body.messageEmails)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/center/notifications/push',
      operationId: 'addStaffPushDevice',
      access: access.teacher,
      tag,
      summary: 'Subscribes this device of a teacher or head of centre to push notifications',
      body: pushSubscriptionBodySchema,
      response: settingsAnswer,
      handle: async ({ principal, body }) => ok(await service.subscribeDevice(principal.managerId, body)),
    }),
    route({
      method: 'POST',
      path: '/api/v2/center/notifications/push/remove',
      operationId: 'removeStaffPushDevice',
      access: access.teacher,
      tag,
      summary: 'Unsubscribes a device of the teacher or head of centre from push notifications',
      body: pushUnsubscribeBodySchema,
      response: settingsAnswer,
      handle: async ({ principal, body }) =>
        ok(await service.unsubscribeDevice(principal.managerId, body.endpoint)),
    }),
  ];
}
