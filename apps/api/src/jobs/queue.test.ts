import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/sign-in';
import { until } from '../../test/waits';
import { sessions } from '../db/schema/index';
import { announcementBatchJob } from '../modules/announcements';
import { cleanUpJobNames } from './clean-up-jobs';
import { createJobQueue, type JobLog, type JobQueue, jobRetryLimit } from './queue';

const quietLog: JobLog = { info() {}, warn() {}, error() {} };

describe('job queue (pg-boss on the test database)', () => {
  let t: TestApp;
  const extraQueues: JobQueue[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true });
  }, 120_000);

  afterAll(async () => {
    for (const queue of extraQueues) await queue.stop();
    await t.close();
  }, 60_000);

  function extraQueue() {
    const queue = createJobQueue(t.ctx.database, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
    extraQueues.push(queue);
    return queue;
  }

  it('GET /api/health reports the queue running with nothing waiting', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', queue: { status: 'running', oldestWaitingSeconds: null } },
    });
  });

  it('runs a sent clean-up job: expired sessions go, live ones stay', async () => {
    const { id: parentId } = await signInAs(t.ctx, 'parent');
    const [expired] = await t.ctx.db
      .insert(sessions)
      .values({
        tokenHash: `expired-${parentId}`,
        subjectType: 'parent',
        parentId,
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const before = await t.ctx.db.select().from(sessions);
    expect(before.some((row) => row.id === expired?.id)).toBe(true);

    await t.ctx.jobs.send(cleanUpJobNames.expiredRecords);
    await until(async () => {
      const rows = await t.ctx.db.select().from(sessions);
      return !rows.some((row) => row.id === expired?.id);
    });
    const after = await t.ctx.db.select().from(sessions);
    expect(after).toHaveLength(before.length - 1);
  }, 60_000);

  it('retries a job that failed', async () => {
    const queue = extraQueue();
    const attempts: number[] = [];
    queue.registerJob('flaky', async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error('first attempt fails');
      return undefined;
    });
    await queue.start(quietLog);
    await queue.send('flaky');
    await until(() => attempts.length === 2);
    expect(attempts).toHaveLength(2);
  }, 60_000);

  it('gives each job to one runner when several processes work the same queue', async () => {
    const seen: string[] = [];
    const runners = [extraQueue(), extraQueue()];
    for (const [index, queue] of runners.entries()) {
      queue.registerJob<{ n: number }>('count', async ({ n }) => {
        seen.push(`${n}`);
        return { runner: index };
      });
      await queue.start(quietLog);
    }
    for (let n = 0; n < 12; n += 1) await runners[n % 2]?.send('count', { n });
    await until(() => seen.length >= 12);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.sort()).toEqual(Array.from({ length: 12 }, (_, n) => `${n}`).sort());
  }, 90_000);

  it('drains a backlog sent while its worker was busy without waiting for the next poll', async () => {
    // The production poll (30 s): jobs left after the wake-ups must not wait for it.
    const queue = createJobQueue(t.ctx.database, { pollingIntervalSeconds: 30, retryDelaySeconds: 1 });
    extraQueues.push(queue);
    const done: number[] = [];
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.registerJob<{ n: number }>('backlog', async ({ n }) => {
      if (n === 0) await blocked;
      done.push(n);
      return undefined;
    });
    await queue.start(quietLog);
    await queue.send('backlog', { n: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let n = 1; n <= 12; n += 1) await queue.send('backlog', { n });
    const released = Date.now();
    release();
    await until(() => done.length === 13, 20_000);
    expect(Date.now() - released).toBeLessThan(10_000);
  }, 60_000);

  it('reports how long the oldest ready job has waited', async () => {
    const queue = extraQueue();
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    queue.registerJob('report', async () => {
      started.push(Date.now());
      await blocked;
      return undefined;
    });
    await queue.start(quietLog);
    await queue.send('report');
    await until(() => started.length === 1);
    await queue.send('report');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const health = await queue.health();
    expect(health.status).toBe('running');
    expect(health.oldestWaitingSeconds).toBeGreaterThanOrEqual(2);
    release();
    await until(() => started.length === 2);
  }, 60_000);

  it("keeps a job's retry options on its queue: an announcement batch outlasts a day of mail outage", async () => {
    type QueueRow = {
      name: string;
      retry_limit: number;
      retry_delay_max: number | null;
      retry_backoff: boolean;
    };
    const queues = (await t.ctx.db.execute(
      sql`select name, retry_limit, retry_delay_max, retry_backoff from pgboss.queue
          where name in (${announcementBatchJob}, ${cleanUpJobNames.expiredRecords}) order by name`,
    )) as unknown as { rows: QueueRow[] };
    expect(queues.rows).toEqual([
      { name: announcementBatchJob, retry_limit: 32, retry_delay_max: 3600, retry_backoff: true },
      {
        name: cleanUpJobNames.expiredRecords,
        retry_limit: jobRetryLimit,
        retry_delay_max: null,
        retry_backoff: true,
      },
    ]);
  });

  it('reports off for a queue that was never started', async () => {
    expect(await createJobQueue(t.ctx.database).health()).toEqual({
      status: 'off',
      oldestWaitingSeconds: null,
    });
  });
});
