import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mail';
import { messageParts } from './mail-parts';

/** An attachment as the outbox keeps it: its name, type and size, not its bytes. */
export type OutboxAttachment = { fileName: string; contentType: string; bytes: number };
export type OutboxEntry = Omit<MailMessage, 'attachments'> & {
  from: string;
  sentAt: string;
  attachments?: OutboxAttachment[];
};

export type ConsoleMailer = Mailer & {
  /** `$DATA_DIR/outbox/mail.jsonl`: one JSON object per line, newest last. */
  readonly outboxFile: string;
  /** The last 50 messages sent by this process, oldest first. */
  messages(): OutboxEntry[];
};

const keepInMemory = 50;

/**
 * Development mail: printed to stdout with plain `console` (never the request logger, so sign-in codes
 * stay out of the logs) — just its `consoleLine` when it has one — and appended in full to the dev
 * outbox file a developer can read. Production requires SMTP, so it never prints mail.
 */
export function createConsoleMailer(options: {
  dataDir: string;
  from: string;
  /** Where the printed message goes; stdout by default. */
  print?: (text: string) => void;
}): ConsoleMailer {
  const outboxDir = path.join(options.dataDir, 'outbox');
  const outboxFile = path.join(outboxDir, 'mail.jsonl');
  const print = options.print ?? ((text: string) => console.log(text));
  const recent: OutboxEntry[] = [];

  return {
    outboxFile,
    async send(message: MailMessage): Promise<void> {
      const entry: OutboxEntry = {
        sentAt: new Date().toISOString(),
        from: options.from,
        ...messageParts(message, (file) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          bytes: file.content.byteLength,
        })),
      };
      recent.push(entry);
      if (recent.length > keepInMemory) recent.splice(0, recent.length - keepInMemory);
      print(
        message.consoleLine ??
          [
            '----- mail (console outbox) -----',
            `From: ${entry.from}`,
            `To: ${entry.to}`,
            `Subject: ${entry.subject}`,
            '',
            entry.text,
            '---------------------------------',
          ].join('\n'),
      );
      await mkdir(outboxDir, { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify(entry)}\n`, 'utf8');
    },
    messages() {
      return recent.map((entry) => ({ ...entry }));
    },
  };
}
