import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCentre } from '../../../test/sign-in';
import { admins, auditLog, configFlags, managers } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';
import { sourceAddress } from '../client-address';

const rightPassword = 'right-password-1';
const oneMinute = 'Too many failed attempts. Please try again in 1 minute.';

type Account = {
  name: string;
  send(password: string, address: string): Promise<LightMyRequestResponse>;
};

describe('failed sign-ins', () => {
  let t: TestApp;
  let passwordHash: string;
  let addressCount = 0;
  const newAddress = () => {
    addressCount += 1;
    return `198.51.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    passwordHash = await hashPassword(rightPassword);
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'hoc-login'));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress });

  /** A fresh account of each kind, so every test starts with empty counters. */
  const logins: Record<string, () => Promise<Account>> = {
    centre: async () => {
      const centre = await createCentre(t.ctx, undefined, rightPassword);
      return {
        name: centre.id,
        send: (password, address) => post('/center/login', { id: centre.id, password }, address),
      };
    },
    'head-of-centre': async () => {
      const centre = await createCentre(t.ctx);
      const email = `head-${randomUUID().slice(0, 8)}@test.example`;
      await t.ctx.db
        .insert(managers)
        .values({ centreId: centre.id, name: 'Head', isSuperManager: true, email, passwordHash });
      return {
        name: email,
        send: (password, address) => post('/center/login-hoc', { email, password }, address),
      };
    },
    admin: async () => {
      const email = `admin-${randomUUID().slice(0, 8)}@test.example`;
      await t.ctx.db.insert(admins).values({ email, passwordHash });
      return {
        name: email,
        send: (password, address) => post('/admin/auth/login', { email, password }, address),
      };
    },
  };

  const auditRows = (action: string, account: string) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), sql`${auditLog.details}->>'account' = ${account}`));

  const guess = async (account: Account, address: string, times: number) => {
    const answers = [];
    for (let attempt = 0; attempt < times; attempt++) {
      answers.push(await account.send(`wrong-guess-${attempt}`, address));
    }
    return answers;
  };

  describe.each(Object.keys(logins))('%s login', (kind) => {
    const newAccount = () => (logins[kind] as () => Promise<Account>)();

    it("slows and then blocks a stranger's address; the right password from another address works at once", async () => {
      const account = await newAccount();
      const stranger = newAddress();
      const answers = await guess(account, stranger, 12);
      // Five failures freely, one more try a minute later (here: at once), then refusals until 10, then blocked.
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        401, 401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429,
      ]);
      expect(answers[6]?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: oneMinute });
      expect(answers[11]?.json().message).toMatch(
        /^Too many failed attempts\. Please try again in 1[45] minutes\.$/,
      );
      expect((await account.send(rightPassword, stranger)).statusCode).toBe(429);

      expect((await account.send(rightPassword, newAddress())).statusCode).toBe(200);
      expect((await account.send('another-wrong-one', newAddress())).statusCode).toBe(401);
    });

    it('writes one audit row per lock, naming the account and address, without passwords', async () => {
      const account = await newAccount();
      const stranger = newAddress();
      await guess(account, stranger, 14);
      await account.send(rightPassword, stranger);
      const rows = await auditRows('login.lock', account.name);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorType: 'system',
        actorId: null,
        entityType: 'login',
        details: {
          scope: 'account-address',
          account: account.name,
          address: stranger,
          until: expect.any(String),
        },
      });
      expect(JSON.stringify(rows)).not.toMatch(/wrong-guess|right-password/);
    });

    it('slows a guesser spread over many addresses past the account ceiling; the owner at a clean address gets in', async () => {
      const account = await newAccount();
      const guessers = Array.from({ length: 30 }, newAddress);
      for (const address of guessers) {
        expect((await account.send('distributed-guess', address)).statusCode).toBe(401);
      }
      expect(await auditRows('login.slow-down', account.name)).toHaveLength(1);

      // Addresses that already failed now share one try a minute, whoever they are.
      expect((await account.send('distributed-guess-2', guessers[0] as string)).statusCode).toBe(401);
      const slowed = await account.send('distributed-guess-3', guessers[1] as string);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toBe(oneMinute);
      expect((await account.send(rightPassword, guessers[2] as string)).statusCode).toBe(429);

      expect((await account.send(rightPassword, newAddress())).statusCode).toBe(200);
      expect(await auditRows('login.slow-down', account.name)).toHaveLength(1);
    });
  });

  it('slows and blocks wrong admin registration codes per address, without stopping other addresses', async () => {
    const stranger = newAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push(
        (await post('/admin/auth/registration-code', { code: `guess-${attempt}` }, stranger)).statusCode,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 429, 429]);
    const code = t.ctx.config.adminRegistrationCode;
    expect((await post('/admin/auth/registration-code', { code }, stranger)).statusCode).toBe(429);
    expect((await post('/admin/auth/registration-code', { code }, newAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network and an IPv4-mapped address as IPv4', () => {
    expect(sourceAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(sourceAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(sourceAddress('192.0.2.7')).toBe('192.0.2.7');
  });
});

describe('failed sign-ins behind a proxy (TRUST_PROXY)', () => {
  const proxy = '10.9.9.9';
  let t: TestApp;
  let centreId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: proxy } });
    centreId = (await createCentre(t.ctx, undefined, rightPassword)).id;
  });
  afterAll(() => t.close());

  const login = (password: string, remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/center/login',
      payload: { id: centreId, password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts two clients behind the trusted proxy separately', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await login(`wrong-guess-${attempt}`, proxy, '203.0.113.10')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await login('wrong-guess-other', proxy, '203.0.113.11')).statusCode).toBe(401);
    expect((await login(rightPassword, proxy, '203.0.113.11')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push(
        (await login(`forged-guess-${attempt}`, '192.0.2.50', `203.0.113.${100 + attempt}`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
