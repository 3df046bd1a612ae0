import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpSink } from '../../test/smtp-sink';
import type { AppConfig } from '../config';
import { createMailer } from './mail';
import { createConsoleMailer } from './mail-console';
import { createSmtpMailer } from './mail-smtp';

describe('SMTP mailer', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let received: ReceivedMail[];
  let port = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    received = sink.received;
    port = sink.port;
  });

  afterAll(() => sink.close());

  it('delivers subject, recipient, sender and text to a real SMTP server', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'CIC Connect <no-reply@cic.test>',
    });
    expect(mailer.server).toBe(`127.0.0.1:${port}`);
    await mailer.send({
      to: 'parent@demo.test',
      subject: 'Your sign-in code',
      text: 'Your code is 482913. It expires in 10 minutes.',
      html: '<p>Your code is <b>482913</b>.</p>',
    });
    mailer.close();

    expect(received).toHaveLength(1);
    const message = received[0];
    expect(message?.from).toBe('no-reply@cic.test');
    expect(message?.to).toEqual(['parent@demo.test']);
    expect(message?.raw).toContain('Subject: Your sign-in code');
    expect(message?.raw).toContain('To: parent@demo.test');
    expect(message?.raw).toContain('From: CIC Connect <no-reply@cic.test>');
    expect(message?.raw).toContain('Your code is 482913. It expires in 10 minutes.');
    expect(message?.raw).toContain('text/html');
  });

  it('sends attachments as MIME parts with their name and type', async () => {
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@cic.test' });
    const before = received.length;
    const pdf = Buffer.from('%PDF-1.7 receipt bytes');
    await mailer.send({
      to: 'parent@demo.test',
      subject: 'Receipt RCP-2026-000001-1',
      text: 'Your receipt is attached.',
      attachments: [{ fileName: 'RCP-2026-000001-1.pdf', contentType: 'application/pdf', content: pdf }],
    });
    mailer.close();

    expect(received.length).toBe(before + 1);
    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toContain('multipart/mixed');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=RCP-2026-000001-1\.pdf/);
    expect(raw).toContain('Content-Disposition: attachment; filename=RCP-2026-000001-1.pdf');
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('is chosen by createMailer when SMTP_URL is set, and logs no message content', async () => {
    const logged: string[] = [];
    const config = {
      dataDir: tmpdir(),
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@cic.test' },
    } as AppConfig;
    const mailer = createMailer(config, { info: (obj, msg) => logged.push(JSON.stringify(obj) + msg) });
    const before = received.length;
    await mailer.send({ to: 'teacher@demo.test', subject: 'Hello', text: 'secret 123456' });
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)?.raw).toContain('secret 123456');
    expect(logged.join('\n')).toContain('smtp');
    expect(logged.join('\n')).not.toContain('123456');
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailer({ smtpUrl: 'http://127.0.0.1:25', from: 'x@cic.test' })).toThrow(
      /SMTP_URL/,
    );
  });
});

describe('console mailer', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cic-mail-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the message and appends one JSON line per message to the dev outbox', async () => {
    const printed: string[] = [];
    const mailer = createConsoleMailer({
      dataDir,
      from: 'no-reply@cic.test',
      print: (text) => printed.push(text),
    });
    await mailer.send({ to: 'a@demo.test', subject: 'Code', text: 'Your code is 111222.' });
    await mailer.send({ to: 'b@demo.test', subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' });

    expect(mailer.outboxFile).toBe(path.join(dataDir, 'outbox', 'mail.jsonl'));
    const lines = (await readFile(mailer.outboxFile, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? '{}');
    expect(first).toMatchObject({
      from: 'no-reply@cic.test',
      to: 'a@demo.test',
      subject: 'Code',
      text: 'Your code is 111222.',
    });
    expect(typeof first.sentAt).toBe('string');
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({ to: 'b@demo.test', html: '<p>Hello</p>' });

    expect(printed[0]).toContain('To: a@demo.test');
    expect(printed[0]).toContain('Your code is 111222.');
    expect(mailer.messages().map((message) => message.to)).toEqual(['a@demo.test', 'b@demo.test']);
  });

  it("keeps an attachment's name, type and size in the outbox, not its bytes", async () => {
    const mailer = createConsoleMailer({ dataDir, from: 'x@cic.test', print: () => {} });
    await mailer.send({
      to: 'c@demo.test',
      subject: 'Receipt',
      text: 'Attached.',
      attachments: [{ fileName: 'r.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
    });
    const last = (await readFile(mailer.outboxFile, 'utf8')).trim().split('\n').at(-1) ?? '{}';
    expect(JSON.parse(last).attachments).toEqual([
      { fileName: 'r.pdf', contentType: 'application/pdf', bytes: 8 },
    ]);
    expect(last).not.toContain('PDF-1.7');
  });

  it('keeps only the last 50 messages in memory', async () => {
    const mailer = createConsoleMailer({ dataDir, from: 'x@cic.test', print: () => {} });
    for (let index = 0; index < 55; index += 1) {
      await mailer.send({ to: `p${index}@demo.test`, subject: 's', text: 't' });
    }
    const kept = mailer.messages();
    expect(kept).toHaveLength(50);
    expect(kept[0]?.to).toBe('p5@demo.test');
    expect(kept.at(-1)?.to).toBe('p54@demo.test');
  });

  it('is chosen by createMailer when SMTP_URL is unset', async () => {
    const config = { dataDir, mail: { smtpUrl: undefined, from: 'x@cic.test' } } as AppConfig;
    const mailer = createMailer(config);
    expect('messages' in mailer).toBe(true);
  });
});
