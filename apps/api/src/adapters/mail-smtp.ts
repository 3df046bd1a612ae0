import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail';
import { messageParts } from './mail-parts';

export type SmtpMailer = Mailer & {
  /** `host:port` without credentials, safe to log. */
  readonly server: string;
  close(): void;
};

/**
 * Nodemailer over an SMTP URL: `smtp://host:port` (plain, upgraded with STARTTLS only when the server
 * offers it), `smtps://user:pass@host:465` (TLS from the start, credentials from the URL). Nodemailer also
 * reads options from the query string, e.g. `?ignoreTLS=true`.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): SmtpMailer {
  const url = new URL(options.smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const transport = nodemailer.createTransport(options.smtpUrl, { from: options.from });
  const defaultPort = url.protocol === 'smtps:' ? '465' : '587';
  return {
    server: `${url.hostname}:${url.port || defaultPort}`,
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail(
        messageParts(message, (file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.content,
        })),
      );
    },
    close() {
      transport.close();
    },
  };
}
