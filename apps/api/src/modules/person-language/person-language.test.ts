import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMailKeepingTestApp, type MailKeepingTestApp } from '../../../test/build-test-app';
import { bearer, signInAs, type TestRole } from '../../../test/sign-in';
import { admins, managers, parents } from '../../db/schema/index';

describe('each person’s language, kept on the server (issue 18)', () => {
  let t: MailKeepingTestApp;

  beforeAll(async () => {
    t = await buildMailKeepingTestApp();
  });
  afterAll(() => t.close());

  async function storedLanguage(role: TestRole, id: string) {
    const table = role === 'parent' ? parents : role === 'admin' ? admins : managers;
    const [row] = await t.ctx.db.select({ language: table.language }).from(table).where(eq(table.id, id));
    return row?.language;
  }

  it.each<TestRole>(['parent', 'teacher', 'super manager', 'admin'])(
    'a signed-in %s chooses Bahasa Malaysia and back',
    async (role) => {
      const person = await signInAs(t.ctx, role);
      expect(await storedLanguage(role, person.id)).toBeNull();
      for (const language of ['ms', 'en'] as const) {
        const answer = await t.app.inject({
          method: 'PUT',
          url: '/api/v2/language',
          headers: bearer(person.token),
          payload: { language },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ success: true, data: { language } });
        expect(await storedLanguage(role, person.id)).toBe(language);
      }
    },
  );

  it('refuses a language the product does not have, naming the field', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/language',
      headers: bearer(parent.token),
      payload: { language: 'fr' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'language' });
    expect(await storedLanguage('parent', parent.id)).toBeNull();
  });

  it('refuses a stranger', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/language',
      payload: { language: 'ms' },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('mails the sign-in code in the language of the sign-in page, and keeps it once signed in', async () => {
    const email = `parent-${randomUUID().slice(0, 8)}@test.example`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/request-otp',
      headers: { 'accept-language': 'ms' },
      payload: { email },
      remoteAddress: '10.9.0.1',
    });
    expect(asked.statusCode).toBe(200);
    const mail = t.outbox.findLast((sent) => sent.to === email);
    expect(mail?.subject).toBe('Kod log masuk CIC Connect anda');
    expect(mail?.text).toContain('Kod pengesahan CIC Connect anda ialah:');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/verify-otp',
      headers: { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' },
      payload: { email, otp: code },
      remoteAddress: '10.9.0.1',
    });
    expect(verified.statusCode).toBe(200);
    const [parent] = await t.ctx.db.select().from(parents).where(eq(parents.email, email));
    expect(parent?.language).toBe('ms');
  });

  it('mails the sign-in code in English when the page asks for nothing or for English', async () => {
    const email = `parent-${randomUUID().slice(0, 8)}@test.example`;
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/request-otp',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email },
      remoteAddress: '10.9.0.2',
    });
    expect(t.outbox.findLast((sent) => sent.to === email)?.subject).toBe('Your CIC Connect sign-in code');
  });
});
