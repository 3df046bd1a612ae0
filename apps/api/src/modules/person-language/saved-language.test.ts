import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMailKeepingTestApp, type MailKeepingTestApp } from '../../../test/build-test-app';
import { bearer, signInAs, type TestRole } from '../../../test/sign-in';
import { parents } from '../../db/schema/index';

describe('a person’s saved language wins on every device (issue 27)', () => {
  let t: MailKeepingTestApp;

  beforeAll(async () => {
    t = await buildMailKeepingTestApp();
  });
  afterAll(() => t.close());

  /** Signs a parent in by e-mailed code from a sign-in page in `pageLanguage`; returns the token. */
  async function signInByCode(email: string, pageLanguage: string, address: string) {
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/request-otp',
      headers: { 'accept-language': pageLanguage },
      payload: { email },
      remoteAddress: address,
    });
    const code = /\b(\d{6})\b/.exec(t.outbox.findLast((sent) => sent.to === email)?.text ?? '')?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/verify-otp',
      headers: { 'accept-language': pageLanguage },
      payload: { email, otp: code },
      remoteAddress: address,
    });
    expect(verified.statusCode).toBe(200);
    return verified.json().data.token as string;
  }

  async function parentSession(token: string) {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v2/parent/auth', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { language: string | null };
  }

  it('keeps a parent’s saved Malay when she signs in from an English sign-in page, and says it in her session', async () => {
    const email = `parent-${randomUUID().slice(0, 8)}@test.example`;
    await t.ctx.db.insert(parents).values({ email, emailVerifiedAt: new Date(), language: 'ms' });

    const token = await signInByCode(email, 'en-GB,en;q=0.9', '10.27.0.1');

    const [parent] = await t.ctx.db.select().from(parents).where(eq(parents.email, email));
    expect(parent?.language).toBe('ms');
    expect((await parentSession(token)).language).toBe('ms');
  });

  it('sends the sign-in code in a parent’s saved Malay when an English page asks for it, and in the page’s language to a parent with no saved choice', async () => {
    const saved = `parent-${randomUUID().slice(0, 8)}@test.example`;
    const unsaved = `parent-${randomUUID().slice(0, 8)}@test.example`;
    await t.ctx.db.insert(parents).values([
      { email: saved, emailVerifiedAt: new Date(), language: 'ms' },
      { email: unsaved, emailVerifiedAt: new Date() },
    ]);

    for (const [email, address] of [
      [saved, '10.27.0.5'],
      [unsaved, '10.27.0.6'],
    ] as const) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/v2/parent/auth/request-otp',
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
        payload: { email },
        remoteAddress: address,
      });
      expect(asked.statusCode).toBe(200);
    }

    expect(t.outbox.findLast((sent) => sent.to === saved)?.subject).toMatch(/^Kod log masuk /);
    expect(t.outbox.findLast((sent) => sent.to === unsaved)?.subject).toMatch(/sign-in code$/);
  });

  it('saves the sign-in page’s language for a parent with no saved choice yet', async () => {
    const email = `parent-${randomUUID().slice(0, 8)}@test.example`;
    await t.ctx.db.insert(parents).values({ email, emailVerifiedAt: new Date() });

    const token = await signInByCode(email, 'ms', '10.27.0.2');

    expect((await parentSession(token)).language).toBe('ms');
  });

  it.each<TestRole>(['teacher', 'super manager', 'admin'])(
    'tells a signed-in %s their saved language in the session answer, null before they have one',
    async (role) => {
      const person = await signInAs(t.ctx, role);
      const me = () => t.app.inject({ method: 'GET', url: '/api/v2/auth', headers: bearer(person.token) });
      expect((await me()).json().data.language).toBeNull();

      await t.app.inject({
        method: 'PUT',
        url: '/api/v2/language',
        headers: bearer(person.token),
        payload: { language: 'ms' },
      });

      const answer = await me();
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.language).toBe('ms');
    },
  );
});
