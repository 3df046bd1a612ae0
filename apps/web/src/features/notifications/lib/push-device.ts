import type { PushSubscriptionBody } from '@cic/contract/parent/notifications';
import { i18n } from '@/i18n/i18n';

/** Whether this browser can receive Web Push (an installed app on iOS, most browsers elsewhere). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This device's subscription, if it has one. */
export async function deviceEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

export class PushRefused extends Error {}

/** Why this browser could not be subscribed, in the words of the app asking. */
export type PushRefusals = { unsupported: string; blocked: string; installing: string; failed: string };

const parentRefusals = (): PushRefusals => ({
  unsupported: i18n.t('notification-settings:refused.unsupported'),
  blocked: i18n.t('notification-settings:refused.blocked'),
  installing: i18n.t('notification-settings:refused.installing'),
  failed: i18n.t('notification-settings:refused.failed'),
});

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Asks for permission and subscribes this browser with the server's VAPID key. */
export async function subscribeThisDevice(
  publicKey: string,
  refused: () => PushRefusals = parentRefusals,
): Promise<PushSubscriptionBody> {
  if (!pushSupported()) throw new PushRefused(refused().unsupported);
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new PushRefused(refused().blocked);
  }
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushRefused(refused().installing);
  try {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return subscription.toJSON() as PushSubscriptionBody;
  } catch {
    // The browser's own text ('Registration failed - permission denied') is in its language, not
    // the page's, and names no next step: the page says it in its own words (issue 40).
    throw new PushRefused(refused().failed);
  }
}

/** Unsubscribes this browser; answers the endpoint it had so the server forgets it too. */
export async function unsubscribeThisDevice(): Promise<string> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return '';
  await subscription.unsubscribe();
  return subscription.endpoint;
}
