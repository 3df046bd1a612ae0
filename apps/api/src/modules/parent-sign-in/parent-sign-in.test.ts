import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMailKeepingTestApp, type MailKeepingTestApp } from '../../../test/build-test-app';
import { expectRefusal } from '../../../test/refusal';
import { daysUntil } from '../../../test/session-expiry';
import { bearer, signInAs } from '../../../test/sign-in';
import { oneTimeCodes, parents, sessions } from '../../db/schema/index';
import { clearRateLimit } from '../../http/rate-limit-repository';
import { signInLimitKey } from './limits';

const minute = 60_000;

describe('parent sign-in by e-mail code', () => {
  let t: MailKeepingTestApp;
  const logLines: string[] = [];
  let clockOffsetMs = 0;
  let addressCount = 0;

  beforeAll(async () => {
    t = await buildMailKeepingTestApp({
      clock: () => new Date(Date.now() + clockOffsetMs),
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clockOffsetMs = 0;
  });

  const newEmail = () => `parent-${randomUUID().slice(0, 8)}@test.example`;
  // Each test asks from its own address, so the per-address limit only bites where a test means it to.
  const newAddress = () => {
    addressCount += 1;
    return `10.1.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  };

  function requestCode(email: string, address = newAddress()) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/request-otp',
      payload: { email },
      remoteAddress: address,
    });
  }

  function verify(email: string, otp: string, registrationFlow?: boolean, address?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/verify-otp',
      payload: registrationFlow === undefined ? { email, otp } : { email, otp, registrationFlow },
      remoteAddress: address,
    });
  }

  function lastCodeFor(email: string): string {
    const message = [...t.outbox].reverse().find((sent) => sent.to === email);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`no code was mailed to ${email}`);
    return code;
  }

  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Lets the same e-mail ask again at once from that address (the per-minute limit has its own test). */
  const forgetMinuteLimit = (email: string, address: string) =>
    clearRateLimit(t.ctx.db, signInLimitKey('codesPerEmailAndAddressPerMinute', email, address));

  const refusal = (message: string) => ({ success: false, code: 'RATE_LIMITED', message });
  const wrongCode = (message: string) => ({
    success: false,
    code: 'VALIDATION_FAILED',
    message,
    field: 'otp',
  });
  const incorrect = wrongCode('The verification code is incorrect.');
  const dead = wrongCode('Too many wrong codes. Please request a new code.');

  async function signIn(email: string) {
    expect((await requestCode(email)).statusCode).toBe(200);
    const response = await verify(email, lastCodeFor(email));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token: string; expiresAt: string; isNewUser: boolean };
  }

  it('e-mails a 6-digit code and stores only its hash', async () => {
    const email = newEmail();
    const response = await requestCode(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null, message: 'OTP sent successfully' });

    const message = t.outbox.at(-1);
    expect(message).toMatchObject({ to: email, subject: 'Your CIC Connect sign-in code' });
    expect(message?.text).toMatch(/\b\d{6}\b/);
    expect(message?.text).toContain('valid for 10 minutes');
    const code = lastCodeFor(email);

    const rows = await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ purpose: 'parent-sign-in', attempts: 0, consumedAt: null });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * minute);
    expect(lifetime).toBeLessThanOrEqual(10 * minute);
  });

  it('answers the same whether or not the e-mail has an account', async () => {
    const known = newEmail();
    await signInAs(t.ctx, 'parent', { email: known });
    const forKnown = await requestCode(known);
    const forUnknown = await requestCode(newEmail());
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.body).toBe(forUnknown.body);
  });

  it('lowercases the e-mail and rejects a malformed one', async () => {
    const email = newEmail();
    expect((await requestCode(email.toUpperCase())).statusCode).toBe(200);
    expect(t.outbox.at(-1)?.to).toBe(email);
    expectRefusal(await requestCode('not-an-email'), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('refuses a second request for the same e-mail from the same address within a minute', async () => {
    const email = newEmail();
    const address = newAddress();
    expect((await requestCode(email, address)).statusCode).toBe(200);
    const again = await requestCode(email, address);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject(refusal('Please wait a minute before asking for another code.'));
  });

  it('sends at most 5 codes an hour to one e-mail from one address', async () => {
    const email = newEmail();
    const address = newAddress();
    for (let request = 1; request <= 5; request += 1) {
      await forgetMinuteLimit(email, address);
      expect((await requestCode(email, address)).statusCode, `request ${request}`).toBe(200);
    }
    await forgetMinuteLimit(email, address);
    const sixth = await requestCode(email, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'Too many codes were requested for this e-mail. Please try again in an hour.',
    );
  });

  it('takes at most 20 requests an hour from one address, whatever the e-mails', async () => {
    const address = newAddress();
    for (let request = 1; request <= 20; request += 1) {
      expect((await requestCode(newEmail(), address)).statusCode, `request ${request}`).toBe(200);
    }
    const flood = await requestCode(newEmail(), address);
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many codes were requested from this network. Please try again in an hour.',
    });
    expect((await requestCode(newEmail())).statusCode).toBe(200);
  });

  it('signs a new parent in with the right code; isNewUser until the profile is complete', async () => {
    const email = newEmail();
    const first = await signIn(email);
    expect(first).toEqual({ token: expect.any(String), expiresAt: expect.any(String), isNewUser: true });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/parent/auth',
      headers: bearer(first.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ user: { email }, needsUpdate: true });
    const [parent] = await t.ctx.db.select().from(parents).where(eq(parents.email, email));
    expect(parent?.emailVerifiedAt).toBeInstanceOf(Date);

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/register',
      headers: bearer(first.token),
      payload: { salutation: 'Mrs', fullName: 'Lim Mei Ling', phoneNumber: '012-3456789' },
    });
    expect(register.statusCode, register.body).toBe(200);

    const second = await signIn(email);
    expect(second.isNewUser).toBe(false);
    expect(second.token).not.toBe(first.token);
  });

  it('says when the session ends: the stored expiry, 90 days on (decision 004)', async () => {
    const before = Date.now();
    const { expiresAt } = await signIn(newEmail());
    expect(daysUntil(expiresAt, before)).toBe(90);
    const stored = await t.ctx.db.select().from(sessions);
    expect(stored.map((row) => row.expiresAt.toISOString())).toContain(expiresAt);
  });

  it('answers "Verification successful" and lets a code be used only once', async () => {
    const email = newEmail();
    await requestCode(email);
    const code = lastCodeFor(email);
    const first = await verify(email, code);
    expect(first.json()).toMatchObject({ success: true, message: 'Verification successful' });
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The verification code has expired. Please request a new code.');
  });

  it('kills the code for an address after its 5 wrong tries, even for the right code afterwards', async () => {
    const email = newEmail();
    await requestCode(email);
    const code = lastCodeFor(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject(incorrect);
    }
    expect((await verify(email, otherCode(code))).json()).toMatchObject(dead);
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject(dead);
    const [parent] = await t.ctx.db.select().from(parents).where(eq(parents.email, email));
    expect(parent).toBeUndefined();
  });

  it("serves the owner's address at once however many codes a stranger asked for", async () => {
    const email = newEmail();
    const stranger = newAddress();
    for (let request = 1; request <= 5; request += 1) {
      await forgetMinuteLimit(email, stranger);
      expect((await requestCode(email, stranger)).statusCode, `request ${request}`).toBe(200);
    }
    await forgetMinuteLimit(email, stranger);
    expect((await requestCode(email, stranger)).statusCode).toBe(429);

    const owner = newAddress();
    expect((await requestCode(email, owner)).statusCode).toBe(200);
    expect((await verify(email, lastCodeFor(email), false, owner)).statusCode).toBe(200);
  });

  it("keeps the owner's code valid when a stranger asks for another one", async () => {
    const email = newEmail();
    const owner = newAddress();
    await requestCode(email, owner);
    const ownersCode = lastCodeFor(email);
    expect((await requestCode(email, newAddress())).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toHaveLength(2);
    const signedIn = await verify(email, ownersCode, false, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The sign-in ends the e-mail's other code: nobody needs it any more.
    expect(await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toHaveLength(1);
  });

  it("leaves the owner's code working after a stranger's wrong tries from another address", async () => {
    const email = newEmail();
    const owner = newAddress();
    const stranger = newAddress();
    await requestCode(email, owner);
    const code = lastCodeFor(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(email, otherCode(code), false, stranger)).json()).toMatchObject(incorrect);
    }
    expect((await verify(email, otherCode(code), false, stranger)).json()).toMatchObject(dead);
    expect((await verify(email, code, false, stranger)).json()).toMatchObject(dead);

    const signedIn = await verify(email, code, false, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.token).toEqual(expect.any(String));
  });

  it('kills a code after 10 wrong tries from all addresses; the owner gets a fresh one at once', async () => {
    const email = newEmail();
    const owner = newAddress();
    await requestCode(email, owner);
    const code = lastCodeFor(email);
    const guessers = [newAddress(), newAddress()];
    for (const guesser of guessers) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await verify(email, otherCode(code), false, guesser)).json()).toMatchObject(incorrect);
      }
      expect((await verify(email, otherCode(code), false, guesser)).json()).toMatchObject(dead);
    }
    expect((await verify(email, otherCode(code), false, newAddress())).json()).toMatchObject(dead);
    expect((await verify(email, code, false, owner)).json()).toMatchObject(dead);
    const [row] = await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.attempts).toBe(10);

    // The owner's own minute: the clock of the counters is the database's, so the minute is skipped.
    expect((await requestCode(email, owner)).json()).toMatchObject(
      refusal('Please wait a minute before asking for another code.'),
    );
    await forgetMinuteLimit(email, owner);
    expect((await requestCode(email, owner)).statusCode).toBe(200);
    const signedIn = await verify(email, lastCodeFor(email), false, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('past 10 codes an hour for one e-mail, slows addresses that had one but serves a new address', async () => {
    const email = newEmail();
    const askers = Array.from({ length: 10 }, () => newAddress());
    for (const asker of askers) expect((await requestCode(email, asker)).statusCode).toBe(200);
    const [first = '', second = ''] = askers;
    await forgetMinuteLimit(email, first);
    expect((await requestCode(email, first)).statusCode).toBe(200);
    await forgetMinuteLimit(email, second);
    expect((await requestCode(email, second)).json()).toMatchObject(
      refusal('Many codes were requested for this e-mail. Please try again in 5 minutes.'),
    );

    const owner = newAddress();
    expect((await requestCode(email, owner)).statusCode).toBe(200);
    expect((await verify(email, lastCodeFor(email), false, owner)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    await requestCode(email);
    clockOffsetMs = 11 * minute;
    const response = await verify(email, lastCodeFor(email));
    expectRefusal(response, 400, {
      code: 'VALIDATION_FAILED',
      message: 'The verification code has expired. Please request a new code.',
      field: 'otp',
    });
  });

  it('refuses a code for an e-mail that never asked for one', async () => {
    const response = await verify(newEmail(), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The verification code has expired. Please request a new code.');
  });

  it('rejects a code that is not 6 digits with the spec message', async () => {
    const response = await verify(newEmail(), '12a45');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid verification code',
      field: 'otp',
    });
  });

  it('keeps the earlier code valid when the same address asks for a new one', async () => {
    const email = newEmail();
    const address = newAddress();
    await requestCode(email, address);
    const oldCode = lastCodeFor(email);
    await forgetMinuteLimit(email, address);
    await requestCode(email, address);
    expect(await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toHaveLength(2);
    expect((await verify(email, oldCode)).statusCode).toBe(200);
  });

  it('in the registration wizard verifies the e-mail without signing anyone in', async () => {
    const email = newEmail();
    await requestCode(email);
    const response = await verify(email, lastCodeFor(email), true);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ token: null, expiresAt: null, isNewUser: true });

    const [parent] = await t.ctx.db.select().from(parents).where(eq(parents.email, email));
    expect(parent?.emailVerifiedAt).toBeInstanceOf(Date);
    const issued = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.parentId, parent?.id ?? ''));
    expect(issued).toHaveLength(0);

    const asker = await signInAs(t.ctx, 'parent');
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/auth/check-email',
      headers: bearer(asker.token),
      payload: { email: email.toUpperCase() },
    });
    expect(check.json()).toEqual({ success: true, data: { exists: true, verified: true } });
  });

  it('verifies the e-mail of an existing unverified parent', async () => {
    const email = newEmail();
    await t.ctx.db.insert(parents).values({ email, fullName: 'Wong Kah Seng' });
    const result = await signIn(email);
    expect(result.isNewUser).toBe(true);
    const rows = await t.ctx.db.select().from(parents).where(eq(parents.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('check-email tells whether an e-mail exists and is verified, for signed-in parents only', async () => {
    const asker = await signInAs(t.ctx, 'parent');
    const check = (email: string, headers: Record<string, string> = bearer(asker.token)) =>
      t.app.inject({ method: 'POST', url: '/api/v2/parent/auth/check-email', headers, payload: { email } });

    const unverified = newEmail();
    await t.ctx.db.insert(parents).values({ email: unverified });
    const verified = newEmail();
    await signInAs(t.ctx, 'parent', { email: verified });

    expect((await check(newEmail())).json().data).toEqual({ exists: false, verified: false });
    expect((await check(unverified)).json().data).toEqual({ exists: true, verified: false });
    expect((await check(verified)).json().data).toEqual({ exists: true, verified: true });
    expect((await check(verified, {})).statusCode).toBe(401);
  });

  it('limits e-mail checks to 30 a minute per parent', async () => {
    const asker = await signInAs(t.ctx, 'parent');
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/parent/auth/check-email',
        headers: bearer(asker.token),
        payload: { email: newEmail() },
      });
    for (let request = 1; request <= 30; request += 1) expect((await check()).statusCode).toBe(200);
    const over = await check();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });

  it('never writes codes or tokens into the logs', async () => {
    const email = newEmail();
    const { token } = await signIn(email);
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/v2/parent/auth/verify-otp');
    expect(logged).not.toMatch(new RegExp(`(?<!\\d)${lastCodeFor(email)}(?!\\d)`));
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('sign-in code');
  });
});
