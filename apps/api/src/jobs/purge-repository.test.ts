import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCentre, signInAs } from '../../test/sign-in';
import {
  centreDevices,
  notificationDeliveries,
  oneTimeCodes,
  rateLimitBuckets,
  sessions,
} from '../db/schema/index';
import { addPhotoRows } from './photo-rows.fixture';
import { createPurgeRepository, type PurgeRepository } from './purge-repository';

const now = new Date('2026-11-23T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('purge repository (real database)', () => {
  let t: TestApp;
  let repository: PurgeRepository;

  beforeAll(async () => {
    t = await buildTestApp();
    repository = createPurgeRepository(t.ctx.db);
  });
  afterAll(() => t.close());

  it('deletes sessions past their expiry and keeps live ones', async () => {
    const { id: parentId } = await signInAs(t.ctx, 'parent');
    await t.ctx.db.delete(sessions);
    await t.ctx.db.insert(sessions).values([
      { tokenHash: 'expired-long-ago', subjectType: 'parent', parentId, expiresAt: minutes(-60 * 24) },
      { tokenHash: 'expired-just-now', subjectType: 'parent', parentId, expiresAt: minutes(0) },
      { tokenHash: 'live', subjectType: 'parent', parentId, expiresAt: minutes(1) },
    ]);

    expect(await repository.deleteExpiredSessions(now)).toBe(2);
    const left = await t.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(left).toEqual([{ tokenHash: 'live' }]);
  });

  it('deletes device sessions past their expiry and keeps live ones', async () => {
    const centre = await createCentre(t.ctx);
    await t.ctx.db.insert(centreDevices).values([
      { centreId: centre.id, tokenHash: 'device-expired', expiresAt: minutes(0) },
      { centreId: centre.id, tokenHash: 'device-live', expiresAt: minutes(1) },
    ]);
    expect(await repository.deleteExpiredDevices(now)).toBe(1);
    const left = await t.ctx.db
      .select({ tokenHash: centreDevices.tokenHash })
      .from(centreDevices)
      .where(eq(centreDevices.centreId, centre.id));
    expect(left).toEqual([{ tokenHash: 'device-live' }]);
  });

  it('deletes used or expired sign-in codes and keeps live unused ones', async () => {
    const code = (email: string, expiresAt: Date, consumedAt: Date | null = null) => ({
      email,
      purpose: 'parent-sign-in',
      codeHash: `hash-${email}`,
      expiresAt,
      consumedAt,
    });
    await t.ctx.db
      .insert(oneTimeCodes)
      .values([
        code('expired@test.example', minutes(-1)),
        code('used@test.example', minutes(9), minutes(-1)),
        code('live@test.example', minutes(9)),
      ]);

    expect(await repository.deleteSpentSignInCodes(now)).toBe(2);
    const left = await t.ctx.db.select({ email: oneTimeCodes.email }).from(oneTimeCodes);
    expect(left).toEqual([{ email: 'live@test.example' }]);
  });

  it('deletes rate-limit windows that have ended and keeps running ones', async () => {
    await t.ctx.db.delete(rateLimitBuckets);
    await t.ctx.db.insert(rateLimitBuckets).values([
      { key: 'ended', count: 5, resetAt: minutes(-1) },
      { key: 'running', count: 5, resetAt: minutes(1) },
    ]);

    expect(await repository.deleteSpentRateLimits(now)).toBe(1);
    const left = await t.ctx.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(left).toEqual([{ key: 'running' }]);
  });

  it('deletes notification dedupe keys older than their window, keeping recent ones', async () => {
    await t.ctx.db.insert(notificationDeliveries).values([
      { dedupeKey: 'check-in:old:email:p', status: 'sent', createdAt: minutes(-60 * 24 * 8) },
      { dedupeKey: 'check-in:new:email:p', status: 'sent', createdAt: minutes(-5) },
    ]);
    expect(await repository.deleteOldNotificationDeliveries(minutes(-60 * 24 * 7))).toBe(1);
    const left = await t.ctx.db
      .select({ key: notificationDeliveries.dedupeKey })
      .from(notificationDeliveries);
    expect(left).toEqual([{ key: 'check-in:new:email:p' }]);
  });

  it('deletes a backlog larger than one batch', async () => {
    await t.ctx.db.delete(rateLimitBuckets);
    const rows = Array.from({ length: 5003 }, (_, n) => ({
      key: `old-${n}`,
      count: 1,
      resetAt: minutes(-5),
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await t.ctx.db.insert(rateLimitBuckets).values(rows.slice(start, start + 1000));
    }
    expect(await repository.deleteSpentRateLimits(now)).toBe(5003);
    expect(await t.ctx.db.select().from(rateLimitBuckets)).toEqual([]);
  });

  it('names the photo keys that check-ins and activity images point at', async () => {
    const keys = await addPhotoRows(t.ctx);
    const asked = [...keys.checkIn, ...keys.activityImage, 'check-ins/2026/11/nobody.jpg'];
    expect([...(await repository.referencedPhotoKeys(asked))].sort()).toEqual(
      [...keys.checkIn, ...keys.activityImage].sort(),
    );
    expect(await repository.referencedPhotoKeys([])).toEqual(new Set());
  });
});
