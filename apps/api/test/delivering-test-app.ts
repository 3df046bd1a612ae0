import { createSmtpMailer } from '../src/adapters/mail-smtp';
import { pushSubscriptions } from '../src/db/schema/index';
import { buildTestApp, type TestAppOptions } from './build-test-app';
import { dataOf } from './call-api';
import { type FakeSubscription, startFakePushService } from './fake-push-service';
import { startSmtpSink } from './smtp-sink';

/**
 * The real app delivering what it sends: mail to a local SMTP sink, Web Push to a fake push
 * service. `refuseMail(n)` makes the sink turn the next n messages away, as a failing mail server
 * would; `mailRefusalsLeft()` says how many it has not turned away yet.
 */
export async function buildDeliveringTestApp(options: Omit<TestAppOptions, 'mailer'> = {}) {
  let refusals = 0;
  const smtp = await startSmtpSink({
    refuse: () => {
      if (refusals === 0) return false;
      refusals -= 1;
      return true;
    },
  });
  const push = await startFakePushService();
  const t = await buildTestApp({
    ...options,
    mailer: createSmtpMailer({ smtpUrl: smtp.url, from: 'CIC Connect <no-reply@cic.example>' }),
    env: { ...options.env, PUSH_SERVICE_ORIGINS: push.origin },
  });
  return {
    ...t,
    smtp,
    push,
    refuseMail(count: number) {
      refusals = count;
    },
    mailRefusalsLeft: () => refusals,
    /** The messages received for an address, in the order they came. */
    mailsTo: (email: string) => smtp.received.filter((mail) => mail.to.includes(email)),
    /** Subscribes a device of the fake push service to a parent's notifications, as their phone does. */
    async subscribeParentDevice(token: string, device: FakeSubscription = push.subscribe()) {
      await dataOf(t.app, token, 'POST', '/parent/notifications/push', device);
      return device;
    },
    /** Subscribes a device of the fake push service to a staff member's notices, as their phone is. */
    async subscribeStaffDevice(managerId: string, device: FakeSubscription = push.subscribe()) {
      await t.ctx.db.insert(pushSubscriptions).values({
        managerId,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
      });
      return device;
    },
    async close() {
      await t.close();
      await push.close();
      await smtp.close();
    },
  };
}
export type DeliveringTestApp = Awaited<ReturnType<typeof buildDeliveringTestApp>>;
