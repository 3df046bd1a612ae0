import { e2ePorts } from './ports.mjs';

export type ReceivedMail = { to: string; subject: string; text: string; receivedAt: number };

/** Waits for a message to `to` that arrived after `since`, as the SMTP sink received it. */
export async function waitForMail(to: string, since: number, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(
      `http://127.0.0.1:${e2ePorts.mailbox}/messages?to=${encodeURIComponent(to)}`,
    );
    const messages = (await response.json()) as ReceivedMail[];
    const found = messages.filter((message) => message.receivedAt >= since).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

/** The 6-digit sign-in code in the latest mail to `email` sent after `since`. */
export async function signInCodeFor(email: string, since: number): Promise<string> {
  const mail = await waitForMail(email, since);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${email}`);
  return code;
}
