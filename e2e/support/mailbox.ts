import { e2ePorts } from './ports.mjs';

export type ReceivedMail = { to: string; subject: string; text: string; receivedAt: number };

/** Every message to `to` that arrived after `since`, oldest first. */
export async function mailsTo(to: string, since: number): Promise<ReceivedMail[]> {
  const query = new URLSearchParams({ to, since: String(since) });
  const response = await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages?${query}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits for a message to `to` that arrived after `since` (and matches, when `matches` is given),
 * as the SMTP sink received it.
 */
export async function waitForMail(
  to: string,
  since: number,
  timeoutMs = 10_000,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to, since)).filter(matches).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The subjects that did come say which mail went astray (subjects hold no codes).
  const received = (await mailsTo(to, since)).map((mail) => mail.subject);
  throw new Error(`No mail to ${to} within ${timeoutMs} ms; received: ${JSON.stringify(received)}`);
}

const signInCode = /\b(\d{6})\b/;
/** The sign-in code mail's subject in either language (an invoice's mail has 6-digit numbers too). */
const signInSubject = /sign-in code|Kod log masuk/;

/**
 * The 6-digit sign-in code in the latest mail to `email` sent after `since` that has one (a
 * check-in notification to the same parent may arrive in between).
 */
export async function signInCodeFor(email: string, since: number): Promise<string> {
  const mail = await waitForMail(
    email,
    since,
    30_000,
    (message) => signInSubject.test(message.subject) && signInCode.test(message.text),
  );
  const code = signInCode.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${email}`);
  return code;
}
