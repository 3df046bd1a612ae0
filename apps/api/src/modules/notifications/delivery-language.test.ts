import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { MailMessage } from '../../adapters/mail';
import { deliver } from './deliveries';

describe('notifications in each parent’s language (issue 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes each parent a notification in their own language', async () => {
    const sent: MailMessage[] = [];
    const deps = {
      db: t.ctx.db,
      mailer: { send: async (message: MailMessage) => void sent.push(message) },
      push: { send: async () => 'sent' as const },
    };
    const recipient = (email: string, language: 'en' | 'ms') => ({
      parentId: randomUUID(),
      email,
      checkInEmails: true,
      language,
      devices: [],
    });
    await deliver(
      deps,
      `language-test:${randomUUID()}`,
      [recipient('en@test.example', 'en'), recipient('ms@test.example', 'ms')],
      (language) => ({
        title: language === 'ms' ? 'Aisyah tiba' : 'Aisyah arrived',
        text: language,
        shortText: language,
        link: 'https://connect.example',
        tag: 't',
      }),
    );
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['en@test.example', 'Aisyah arrived'],
      ['ms@test.example', 'Aisyah tiba'],
    ]);
  });
});
