import { createSmtpMailer } from '../src/adapters/mail-smtp';
import { buildTestApp } from './build-test-app';
import { startFakePushService } from './fake-push-service';
import { pdfText } from './pdf-text';
import { type ReceivedMail, startSmtpSink } from './smtp-sink';

type TestAppOptions = Omit<NonNullable<Parameters<typeof buildTestApp>[0]>, 'mailer'>;

/**
 * The real app delivering what it sends: mail to a local SMTP sink, Web Push to a fake push
 * service. `refuseMail(n)` makes the sink turn the next n messages away, as a failing mail server
 * would; `mailRefusalsLeft()` says how many it has not turned away yet.
 */
export async function buildDeliveringTestApp(options: TestAppOptions = {}) {
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
    async close() {
      await t.close();
      await push.close();
      await smtp.close();
    },
  };
}
export type DeliveringTestApp = Awaited<ReturnType<typeof buildDeliveringTestApp>>;

/** Waits for what a queued job does, polling every 100 ms; fails after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lets queued jobs that would wrongly send more run before a test counts what arrived. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** A received message's subject, and its text with quoted-printable soft breaks and escapes undone. */
export function readMail(mail: ReceivedMail) {
  const raw = mail.raw;
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { subject: /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '', raw, text };
}

/** The text of the message's one PDF attachment (base64 between its part headers and the next boundary). */
export async function attachedPdfText(raw: string) {
  const part = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(raw);
  if (!part?.[1]) throw new Error('no PDF attached');
  return (await pdfText(Buffer.from(part[1].replace(/\r\n/g, ''), 'base64'))).pages.join('\n');
}
