import webpush from 'web-push';
import type { AppConfig } from '../config';

/** A browser's subscription as the Push API gives it (`PushSubscription.toJSON()`). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** `gone`: the push service no longer knows the subscription (404/410); it should be deleted. */
export type PushOutcome = 'sent' | 'gone';

/** Sends Web Push messages. Any answer but success or gone throws, so the job is retried. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** Whether an endpoint's origin is one of the configured push services (`*.` matches any subdomain). */
export function isPushServiceEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((allowed) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === allowed;
    return `${url.protocol}//` === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  });
}

/** How long a push service may take to answer before the attempt fails and the job retries. */
const pushTimeoutMs = 10_000;
/** How long a push service keeps a message for a device that is offline: a day. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * Web Push through the `web-push` library: it encrypts the payload (aes128gcm, RFC 8291) and signs
 * the VAPID header; the request itself goes through fetch, with a time limit and no redirects.
 */
export function createPushSender(settings: AppConfig['webPush']): PushSender {
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  };
  return {
    async send(target, payload) {
      if (!isPushServiceEndpoint(target.endpoint, settings.serviceOrigins)) return 'gone';
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: timeToLiveSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(pushTimeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`The push service answered ${response.status}`);
      return 'sent';
    },
  };
}
