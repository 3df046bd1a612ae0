import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { clearRateLimit, countRateLimitHit } from './rate-limit-repository';

describe('rate limit counters in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts hits within a window and starts again after it', async () => {
    expect((await countRateLimitHit(t.ctx.db, 'otp:a@x', 60_000)).count).toBe(1);
    expect((await countRateLimitHit(t.ctx.db, 'otp:a@x', 60_000)).count).toBe(2);
    expect((await countRateLimitHit(t.ctx.db, 'otp:b@x', 60_000)).count).toBe(1);
    await countRateLimitHit(t.ctx.db, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await countRateLimitHit(t.ctx.db, 'short', 1)).count).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const hits = await Promise.all(
      Array.from({ length: 10 }, () => countRateLimitHit(t.ctx.db, 'burst', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('forgets a key when cleared', async () => {
    await countRateLimitHit(t.ctx.db, 'login:centre', 60_000);
    await clearRateLimit(t.ctx.db, 'login:centre');
    expect((await countRateLimitHit(t.ctx.db, 'login:centre', 60_000)).count).toBe(1);
  });
});
