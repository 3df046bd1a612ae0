import type { AppConfig } from '../config';
import { createConsoleMailer } from './mail-console';
import { createSmtpMailer } from './mail-smtp';

/** A file sent with a message (a receipt's PDF). */
export type MailAttachment = { fileName: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What the development console prints instead of the whole message, on one line. Never sent. */
  consoleLine?: string;
};

/** Sends e-mail. Message bodies may hold sign-in codes: never pass them to the request logger. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailLog = { info(obj: object, msg: string): void };

/** SMTP when `SMTP_URL` is set, otherwise the development console outbox. */
export function createMailer(config: AppConfig, log?: MailLog): Mailer {
  if (config.mail.smtpUrl) {
    const mailer = createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
    log?.info({ mail: 'smtp', server: mailer.server }, 'Mail is delivered over SMTP');
    return mailer;
  }
  const mailer = createConsoleMailer({ dataDir: config.dataDir, from: config.mail.from });
  log?.info(
    { mail: 'console', outbox: mailer.outboxFile },
    'Mail is printed to the console and kept in the dev outbox',
  );
  return mailer;
}
