import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CentreStudent, CheckInHistory } from '@cic/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Storage } from '../../src/adapters/storage-s3';
import type { AppContext } from '../../src/app-context';
import { loadConfig } from '../../src/config';
import { createAppContext } from '../../src/create-app-context';
import type { DatabaseHandle } from '../../src/db/client';
import { checkIns, familyMembers } from '../../src/db/schema/index';
import { checkInNotificationJob } from '../../src/modules/notifications';
import { addChild } from '../centre-day-fixture';
import { multipartBody } from '../multipart-body';
import { familyWithParent } from '../parent-invoice-fixture';
import { createCentre, signInAs } from '../sign-in';
import { startSmtpSink } from '../smtp-sink';
import { openTestDatabase, serverUrl } from '../test-database';
import { type ApiProcess, startApiProcesses } from './api-processes';
import { haproxyInstalled, startHaproxy } from './haproxy';
import { callOver, fetchLink } from './http-calls';
import { pollUntil } from './poll';
import { productionEnv } from './production-env';
import { startS3Store } from './s3-store';

const missing = [
  ...(serverUrl() ? [] : ['TEST_DATABASE_URL (a PostgreSQL server)']),
  ...(haproxyInstalled() ? [] : ['haproxy (Debian package)']),
];
if (missing.length > 0) {
  // `.ci/run`'s PostgreSQL pass installs haproxy: there a missing one is a broken set-up, not a skip.
  if (serverUrl() && process.env.CI) {
    throw new Error(`Two API processes behind HAProxy cannot run: it needs ${missing.join(' and ')}.`);
  }
  console.info(`Two API processes behind HAProxy: skipped, it needs ${missing.join(' and ')}.`);
}

/**
 * `docs/operations.md`'s promise, for real (decision 077): two API processes started from the
 * server's own entry as production runs them, behind HAProxy, on one PostgreSQL server and one
 * S3-compatible store (s3rver), every call over HTTP.
 */
describe.runIf(missing.length === 0)('two API processes behind HAProxy', () => {
  /** What was started, stopped in the reverse order (processes before the database they use). */
  const started: (() => Promise<unknown>)[] = [];
  let database: DatabaseHandle;
  let ctx: AppContext;
  let storage: S3Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let s3: Awaited<ReturnType<typeof startS3Store>>;
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: Awaited<ReturnType<typeof startHaproxy>>;
  let centreId: string;
  let teacherToken: string;
  let upload: { payload: Buffer; headers: Record<string, string> };

  beforeAll(async () => {
    database = await openTestDatabase();
    started.push(() => database.close());
    const connection = database.queueConnection;
    if (!('url' in connection)) throw new Error('the test database is not on a PostgreSQL server');
    smtp = await startSmtpSink();
    started.push(smtp.close);
    s3 = await startS3Store();
    started.push(s3.close);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cic-scale-out-'));
    started.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = productionEnv({
      databaseUrl: connection.url,
      smtpUrl: smtp.url,
      publicUrl: 'https://cic.example',
      dataDir,
      extra: s3.env,
    });
    const processes = await startApiProcesses(2, env);
    started.push(...processes.map((process) => process.stop));
    [a, b] = processes as [ApiProcess, ApiProcess];
    proxy = await startHaproxy(processes.map((process) => process.origin));
    started.push(proxy.stop);

    // This process only seeds and reads back: the same configuration, no server, no workers.
    storage = createS3Storage(s3.options);
    started.push(async () => storage.client.destroy());
    ctx = createAppContext(loadConfig(env), { database, storage });
    centreId = (await createCentre(ctx, 'CIC Putrajaya')).id;
    teacherToken = (await signInAs(ctx, 'teacher', { centreId })).token;
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    const photo = await sharp({
      create: { width: 480, height: 640, channels: 3, background: '#808080', noise },
    })
      .jpeg()
      .toBuffer();
    const thumbnail = await sharp(photo).resize(240, 320).jpeg({ quality: 75 }).toBuffer();
    upload = await multipartBody(
      {
        temperature: '36.8',
        status: 'CHECKIN',
        note: '',
        schoolPackage: '',
        timestamp: new Date().toISOString(),
      },
      [
        { field: 'image', bytes: photo, type: 'image/jpeg', name: 'check-in.jpg' },
        { field: 'thumbnail', bytes: thumbnail, type: 'image/jpeg', name: 'thumbnail.jpg' },
      ],
    );
  }, 180_000);

  afterAll(async () => {
    const failures: unknown[] = [];
    for (const stop of started.reverse()) await stop().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }, 60_000);

  async function checkIn(origin: string, childId: string) {
    const response = await callOver(
      origin,
      teacherToken,
      'POST',
      `/api/v2/center/students/${childId}/check-in`,
      upload,
    );
    expect(response.status, response.text).toBe(201);
    return response.data() as { id: string };
  }

  async function students(origin: string): Promise<CentreStudent[]> {
    const response = await callOver(origin, teacherToken, 'GET', '/api/v2/center/students');
    expect(response.status).toBe(200);
    return response.data();
  }

  it('refuses a session signed out on one process on the other at once', async () => {
    const { token } = await signInAs(ctx, 'teacher', { centreId });
    // Both processes resolve the token and keep it in their session cache.
    for (const server of [a, b])
      expect((await callOver(server.origin, token, 'GET', '/api/v2/auth')).status).toBe(200);
    expect((await callOver(a.origin, token, 'POST', '/api/v2/auth/logout')).status).toBe(200);
    expect((await callOver(b.origin, token, 'GET', '/api/v2/auth')).status).toBe(401);
    expect((await callOver(a.origin, token, 'GET', '/api/v2/auth')).status).toBe(401);
  });

  it("shows a check-in made through one process on the other's kept student list", async () => {
    const child = await addChild(ctx, centreId, 'Nur Aisyah');
    const before = (await students(b.origin)).find((student) => student.ID_STUDENT === child.id);
    expect(before?.latestCheckin).toBeNull();
    await checkIn(a.origin, child.id);
    const after = (await students(b.origin)).find((student) => student.ID_STUDENT === child.id);
    expect(after?.latestCheckin?.status).toBe('CHECKIN');
  });

  it("serves the photo one process wrote through the other's signed links, directly and through HAProxy", async () => {
    const child = await addChild(ctx, centreId, 'Adam Hakim');
    const recorded = await checkIn(a.origin, child.id);
    const [row] = await ctx.db.select().from(checkIns).where(eq(checkIns.id, recorded.id));
    const storedPhoto = await storage.get(row?.photoKey ?? '');
    const storedThumbnail = await storage.get(row?.thumbnailKey ?? '');
    expect(storedPhoto?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(storedThumbnail?.bytes.equals(storedPhoto?.bytes ?? Buffer.alloc(0))).toBe(false);

    for (const origin of [b.origin, proxy.origin]) {
      const history = await callOver(
        origin,
        teacherToken,
        'GET',
        `/api/v2/center/students/${child.id}/check-in`,
      );
      const entry = Object.values(history.data() as CheckInHistory)[0]?.CHECKIN;
      const listed = (await students(origin)).find((student) => student.ID_STUDENT === child.id);
      const links = [entry?.imgUrl ?? '', entry?.thumbnailUrl ?? '', listed?.latestCheckin?.img ?? ''];
      for (const link of links) {
        // Presigned by the process that answered (s3rver takes any SigV4 signature: it is not checked here).
        expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
        expect(new URL(link).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      }
      const [photo, thumbnail, listThumbnail] = await Promise.all(links.map(fetchLink));
      expect(photo).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(photo?.bytes.equals(storedPhoto?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(thumbnail?.bytes.equals(storedThumbnail?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(listThumbnail?.bytes.equals(storedThumbnail?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('runs each queued job once with both processes working the queue', async () => {
    const count = 6;
    const families = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const { parent, familyId } = await familyWithParent(ctx, `Family ${index}`);
        const father = await signInAs(ctx, 'parent');
        await ctx.db.insert(familyMembers).values({ familyId, parentId: father.id, relation: 'father' });
        const child = await addChild(ctx, centreId, `Child ${index}`, { familyId });
        return { child, emails: [parent.email, father.email ?? ''] };
      }),
    );
    // Both API processes run a pg-boss instance on this database (this process runs none).
    const instances = (await ctx.db.execute(
      sql`select pid from pgboss.instance where stopped_on is null`,
    )) as unknown as { rows: { pid: number }[] };
    expect(instances.rows.map((instance) => instance.pid).sort()).toEqual([a.pid, b.pid].sort());
    const recorded = await Promise.all(families.map(({ child }) => checkIn(proxy.origin, child.id)));
    const ids = recorded.map((record) => record.id);

    // The queue's own record of each job: one row per check-in, claimed once, completed.
    const jobsOf = async () =>
      (
        (await ctx.db.execute(sql`
          select data->>'checkInId' as "checkInId", state, retry_count as "retryCount"
          from pgboss.job
          where name = ${checkInNotificationJob} and data->>'checkInId' in ${ids}`)) as unknown as {
          rows: { checkInId: string; state: string; retryCount: number }[];
        }
      ).rows;
    const jobs = await pollUntil('every notification job to finish', async () => {
      const rows = await jobsOf();
      return rows.length === count && rows.every((job) => job.state !== 'created' && job.state !== 'active')
        ? rows
        : undefined;
    });
    expect(jobs.map((job) => job.checkInId).sort()).toEqual([...ids].sort());
    for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retryCount: 0 });

    // A job's e-mails are sent before it completes: every one has arrived, and only one each.
    for (const { emails } of families) {
      for (const email of emails) {
        expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
      }
    }
  }, 60_000);

  it('spreads the requests over both processes', async () => {
    for (let call = 0; call < 4; call += 1) {
      expect((await callOver(proxy.origin, teacherToken, 'GET', '/api/v2/auth')).status).toBe(200);
    }
    const servers = await proxy.servers();
    expect(servers.map((server) => server.name)).toEqual(['api1', 'api2']);
    for (const server of servers) {
      expect(server.status).toBe('UP');
      expect(server.requests).toBeGreaterThanOrEqual(2);
    }
  });
});
