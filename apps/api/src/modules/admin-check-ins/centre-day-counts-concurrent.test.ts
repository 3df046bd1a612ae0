import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager } from '../../../test/centre-day-fixture';
import { keptAndRaw } from '../../../test/kept-day-counts';
import { serverUrl } from '../../../test/test-database';
import { Random } from '../../db/seed/random';

type Status = 'CHECKIN' | 'CHECKOUT';

/**
 * Check-ins of one centre's day written at the same time from several connections (decision 076):
 * each adds its change under the row's lock, in a statement that sees every change committed
 * before it, so the kept counts still equal a fresh count. Needs a PostgreSQL server (PGlite has
 * one connection).
 */
describe.runIf(serverUrl())('kept centre-day counts under concurrent check-ins', () => {
  let t: TestApp;
  let url: string;
  const clients: pg.Client[] = [];
  /** Reads and fills from outside the connections under test. */
  let observer: pg.Client;

  beforeAll(async () => {
    t = await buildTestApp();
    const connection = t.ctx.database.queueConnection;
    if (!('url' in connection)) throw new Error('a PostgreSQL server is needed');
    url = connection.url;
    observer = (await connect()).client;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await t.close();
  });

  async function connect() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    const pid: number = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
    return { client, pid };
  }

  function insert(
    client: pg.Client,
    record: { childId: string; centreId: string; managerId: string; status: Status; day: string },
  ) {
    return client.query(
      `insert into check_ins (child_id, centre_id, status, recorded_at, local_date, temperature, photo_key, thumbnail_key, recorded_by_id)
       values ($1, $2, $3, ($4::date + $5::time) at time zone 'Asia/Kuala_Lumpur', $4::date, 36.6, 'p.jpg', 't.jpg', $6)`,
      [
        record.childId,
        record.centreId,
        record.status,
        record.day,
        record.status === 'CHECKIN' ? '08:00' : '17:00',
        record.managerId,
      ],
    );
  }

  /** Until the connection waits for a lock another one holds. */
  async function waitsForLock(pid: number) {
    for (let tries = 0; tries < 500; tries += 1) {
      const { rows } = await observer.query<{ wait: string | null }>(
        'select wait_event_type as wait from pg_stat_activity where pid = $1',
        [pid],
      );
      if (rows[0]?.wait === 'Lock') return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`connection ${pid} never waited for a lock`);
  }

  async function countsOf(centreId: string, day: string) {
    const { rows } = await observer.query<{ checked_in: number; checked_out: number; compliant: number }>(
      'select checked_in, checked_out, compliant from centre_day_counts where centre_id = $1 and day = $2',
      [centreId, day],
    );
    return rows[0];
  }

  async function centreWithChildren(name: string, size: number) {
    const centre = await addCentre(t.ctx, name);
    const manager = await addManager(t.ctx, centre.id, 'Teacher');
    const childIds: string[] = [];
    for (let n = 0; n < size; n += 1)
      childIds.push((await addChild(t.ctx, centre.id, `${name} child ${n}`)).id);
    return { centre, manager, childIds };
  }

  it('counts check-ins of one child and of other children that waited for the day held by another', async () => {
    const day = '2026-06-01';
    const { centre, manager, childIds } = await centreWithChildren('Concurrent Day', 4);
    const [x, y, z] = childIds as [string, string, string];
    const record = (childId: string, status: Status) => ({
      childId,
      centreId: centre.id,
      managerId: manager.id,
      status,
      day,
    });
    await observer.query('select centre_day_counts_fill($1)', [day]);

    // `a` holds the centre's day; the others write their records and wait in their triggers.
    const a = await connect();
    await a.client.query('begin');
    await a.client.query('select 1 from centre_day_counts where centre_id = $1 and day = $2 for update', [
      centre.id,
      day,
    ]);
    const waiting = await Promise.all(
      [record(x, 'CHECKIN'), record(x, 'CHECKOUT'), record(y, 'CHECKIN')].map(async (written) => {
        const connection = await connect();
        await connection.client.query('begin');
        return { ...connection, done: insert(connection.client, written) };
      }),
    );
    for (const connection of waiting) await waitsForLock(connection.pid);
    // `a`'s own check-in counts without seeing theirs (not committed yet).
    await insert(a.client, record(z, 'CHECKIN'));
    await a.client.query('commit');

    // Each gets the lock in turn and commits; the next one's count sees it.
    let pending = waiting;
    while (pending.length) {
      const next = await Promise.race(pending.map((connection) => connection.done.then(() => connection)));
      await next.client.query('commit');
      pending = pending.filter((connection) => connection !== next);
    }
    expect(await countsOf(centre.id, day)).toEqual({ checked_in: 3, checked_out: 1, compliant: 1 });
    const { kept, raw } = await keptAndRaw(t.ctx.db, day, day);
    expect(kept).toEqual(raw);
  });

  it('counts a repeated check-in of the same child once, whether the first is committed or rolled back', async () => {
    const day = '2026-06-02';
    const { centre, manager, childIds } = await centreWithChildren('Concurrent Repeat', 2);
    const [x, y] = childIds as [string, string];
    const record = (childId: string) => ({
      childId,
      centreId: centre.id,
      managerId: manager.id,
      status: 'CHECKIN' as const,
      day,
    });
    await observer.query('select centre_day_counts_fill($1)', [day]);

    for (const [child, ending] of [
      [x, 'commit'],
      [y, 'rollback'],
    ] as const) {
      const first = await connect();
      const second = await connect();
      await first.client.query('begin');
      await insert(first.client, record(child));
      // The second waits on the unique key for the first to end.
      const again = insert(second.client, record(child)).then(
        () => 'counted',
        (error: { code?: string }) => (error.code === '23505' ? 'refused' : `failed ${error.code}`),
      );
      await waitsForLock(second.pid);
      await first.client.query(ending);
      expect(await again).toBe(ending === 'commit' ? 'refused' : 'counted');
    }
    expect(await countsOf(centre.id, day)).toEqual({ checked_in: 2, checked_out: 0, compliant: 0 });
    const { kept, raw } = await keptAndRaw(t.ctx.db, day, day);
    expect(kept).toEqual(raw);
  });

  it('equals a fresh count after four connections check children of two centres in and out at once', async () => {
    const days = ['2026-06-03', '2026-06-04'];
    const centres = [
      await centreWithChildren('Concurrent North', 6),
      await centreWithChildren('Concurrent South', 6),
    ];
    for (const day of days.slice(0, 1)) await observer.query('select centre_day_counts_fill($1)', [day]);

    const run = async (seed: number) => {
      const random = new Random(seed);
      const { client } = await connect();
      for (let step = 0; step < 40; step += 1) {
        const { centre, manager, childIds } = random.pick(centres);
        const childId = random.pick(childIds);
        const day = random.pick(days);
        const status = random.pick(['CHECKIN', 'CHECKOUT'] as const);
        const draw = random.float();
        await client.query('begin');
        try {
          if (draw < 0.55) {
            await insert(client, { childId, centreId: centre.id, managerId: manager.id, status, day });
          } else if (draw < 0.75) {
            await client.query(
              'delete from check_ins where child_id = $1 and local_date = $2 and status = $3',
              [childId, day, status],
            );
          } else if (draw < 0.85) {
            // The child's record of the day turned into the other kind.
            await client.query(
              `update check_ins set status = case status when 'CHECKIN' then 'CHECKOUT' else 'CHECKIN' end::check_in_status
               where child_id = $1 and local_date = $2`,
              [childId, day],
            );
          } else {
            // Two centres' days in one transaction, in either order.
            const other = random.pick(centres);
            await insert(client, { childId, centreId: centre.id, managerId: manager.id, status, day });
            await insert(client, {
              childId: random.pick(other.childIds),
              centreId: other.centre.id,
              managerId: other.manager.id,
              status,
              day: random.pick(days),
            });
          }
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          // Refused as a repeat, or chosen as a deadlock's victim: nothing of it stays.
          if (!['23505', '40P01'].includes((error as { code?: string }).code ?? '')) throw error;
        }
      }
    };
    await Promise.all([1, 2, 3, 4].map(run));

    const { kept, raw, keptKeys } = await keptAndRaw(t.ctx.db, days[0] as string, days[1] as string);
    expect(keptKeys.length).toBeGreaterThanOrEqual(centres.length);
    expect(kept).toEqual(raw);
    const { rows } = await observer.query<{ records: number }>(
      'select count(*)::int as records from check_ins where local_date between $1 and $2',
      days,
    );
    expect(rows[0]?.records).toBeGreaterThan(10);
  });
});
