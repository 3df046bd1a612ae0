import { z } from 'zod';
import { type MessageKey, message } from '../messages/message-key';

/** Base64url without padding, as the Push API's `toJSON()` gives a subscription's keys. */
const base64url = (invalid: MessageKey, min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, invalid)
    .min(min, invalid)
    .max(max, invalid);

const endpointSchema = z
  .url({ protocol: /^https?$/, message: message('notifications.endpointAddress') })
  .max(2048, message('notifications.endpointAddress'));

/** `GET /parent/notifications`: the parent's choices and what a device needs to subscribe. */
export const notificationSettingsSchema = z.object({
  /** E-mail at each check-in and check-out of the parent's children. */
  email: z.boolean(),
  /** E-mail when an announcement reaches the parent (issue 30); push follows the device's subscription. */
  announcementEmail: z.boolean(),
  /**
   * Push and e-mail when the centre writes in a conversation of the family (issue 43, decision
   * 114); on unless turned off.
   */
  messages: z.boolean(),
  /** The server's VAPID public key (base64url), the `applicationServerKey` of a subscription. */
  pushPublicKey: z.string(),
  /** The push endpoints the server keeps for this parent: a device is on when its own is here. */
  pushEndpoints: z.array(z.string()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /parent/notifications/email`. */
export const emailNotificationsBodySchema = z.object({ email: z.boolean() });
export type EmailNotificationsBody = z.infer<typeof emailNotificationsBodySchema>;

/** `PUT /parent/notifications/messages`. */
export const messageNoticesBodySchema = z.object({
  messages: z.boolean({ message: message('conversations.noticesSwitch') }),
});
export type MessageNoticesBody = z.infer<typeof messageNoticesBodySchema>;

/** `POST /parent/notifications/push`: a browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
    p256dh: base64url(message('notifications.subscriptionKey'), 87, 87),
    auth: base64url(message('notifications.subscriptionSecret'), 22, 22),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `POST /parent/notifications/push/remove`: this device's endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** `POST /parent/notifications/test`: what the test notification was queued to. */
export const testNotificationSchema = z.object({ email: z.boolean(), devices: z.number().int() });
export type TestNotification = z.infer<typeof testNotificationSchema>;

/**
 * `GET /center/notifications` (and the answer of each change): what a teacher's or head of
 * centre's device needs to receive the closing-time notice (decision 079), and their e-mails of
 * new messages (issue 43, decision 114).
 */
export const staffNotificationSettingsSchema = notificationSettingsSchema
  .omit({ email: true, announcementEmail: true, messages: true })
  .extend({
    /** E-mail of the messages parents write to the centre: as chosen, else on for a head of centre. */
    messageEmails: z.boolean(),
    /** Where they go: the person's e-mail address; null when they have none, and the switch is off. */
    messageEmailAddress: z.string().nullable(),
  });
export type StaffNotificationSettings = z.infer<typeof staffNotificationSettingsSchema>;

/** `PUT /center/notifications/message-email`. */
export const staffMessageEmailsBodySchema = z.object({
  messageEmails: z.boolean({ message: message('notifications.messageEmailsSwitch') }),
});
export type StaffMessageEmailsBody = z.infer<typeof staffMessageEmailsBodySchema>;
