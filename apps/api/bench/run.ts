import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { kualaLumpurDay } from '@cic/contract';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { checkInPhoto, checkInThumbnail } from '../src/adapters/images';
import { createLocalStorage } from '../src/adapters/storage-local';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/create-app-context';
import { createPglite, type DatabaseHandle, openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { children, managers } from '../src/db/schema/index';
import { seedScale } from '../src/db/seed/scale';
import { centreStudentsSqlForBench } from '../src/modules/centre-check-ins';
import { multipartBody } from '../test/multipart-body';
import { freePort } from '../test/scale-out/free-port';
import { measureAdminCheckIns } from './admin-check-ins';
import { measureAnnouncementDelivery } from './announcement-delivery';
import { measureBalancedCheckIns } from './balanced-check-ins';
import { type BenchApi, startBenchApi } from './bench-api';
import { makeBenchPhoto, makeBenchThumbnail } from './bench-photo';
import { measureCare } from './care';
import {
  type CheckInSetUp,
  checkInRequestBody,
  clientIdPlaceholder,
  measureCheckInNotifications,
  startNotificationSinks,
  withFreshClientId,
} from './check-in-notifications';
import { type CheckInServiceWork, startCheckInServiceWork } from './check-in-service-work';
import { measureConsolidatedEInvoices } from './consolidated-e-invoices';
import { machineMeter, thisProcessMeter } from './cpu-meters';
import { measureHttpAlone } from './http-alone';
import { createHttpCaller } from './http-caller';
import { type Measurement, routeCall, type TimingOptions } from './measure';
import { measureMessages } from './messages';
import { measureMonthlyBilling } from './monthly-billing';
import { measureOvertimeInvoicing } from './overtime-invoicing';
import { measureOverlappingReport } from './overtime-overlap';
import { measureOvertimeReport } from './overtime-report';
import { collectedMemory } from './process-memory';
import { measureRatios } from './ratios';
import { createRawSql, type RawSql } from './raw-work';
import { type Compared, timeAlternately, timeCalls } from './time-calls';

/**
 * `npm run bench`: seeds a scale data set on PostgreSQL when `POSTGRES_URL` is set (the npm script
 * starts a throwaway server) and on PGlite, starts the API listening on a loopback port, and times
 * each endpoint over HTTP with keep-alive connections AND the work behind it without the API (its
 * SQL statement on a pool of its own, or the photo pipeline), the two in alternating rounds: the
 * ratio says what the API adds, each round's ratio how much it varies.
 * Prints figures only. PGlite figures are printed apart: they are not production figures.
 */
const scale = {
  centres: Number(process.env.BENCH_CENTRES ?? 1000),
  childrenPerCentre: Number(process.env.BENCH_CHILDREN ?? 60),
  days: Number(process.env.BENCH_DAYS ?? 30),
};
const photoCheckIns = Number(process.env.BENCH_CHECKINS ?? 500);
/** `BENCH_PROCESSES=2`: on PostgreSQL, that many API processes behind HAProxy (decision 077). */
const apiProcesses = Number(process.env.BENCH_PROCESSES ?? 1);
/** `BENCH_ONLY=overtime`: after the seed, the overtime report and its invoicing alone. */
const overtimeOnly = process.env.BENCH_ONLY === 'overtime';
/** `BENCH_ONLY=check-ins`: after the seed, the photo check-ins alone. */
const checkInsOnly = process.env.BENCH_ONLY === 'check-ins';
/** `BENCH_ONLY=announcements`: after the seed, an announcement to every parent alone. */
const announcementsOnly = process.env.BENCH_ONLY === 'announcements';
/** `BENCH_ONLY=admin-check-ins`: after the seed, the admin dashboards alone (the national list's p95). */
const adminCheckInsOnly = process.env.BENCH_ONLY === 'admin-check-ins';
/** `BENCH_ONLY=billing`: after the seed, the month's billing run, the ageing page and statements alone (issue 41). */
const billingOnly = process.env.BENCH_ONLY === 'billing';
/** `BENCH_ONLY=e-invoices`: after the seed, a month's consolidated e-invoice of every centre alone (issue 42). */
const eInvoicesOnly = process.env.BENCH_ONLY === 'e-invoices';
/** `BENCH_ONLY=messages`: after the seed, a year of messages, the inboxes, answers, broadcasts and live streams alone (issue 43). */
const messagesOnly = process.env.BENCH_ONLY === 'messages';
/** `BENCH_ONLY=care`: after the seed, a morning of care entries, group entries and a child's day alone (issue 44). */
const careOnly = process.env.BENCH_ONLY === 'care';
/** `BENCH_ONLY=ratios`: after the seed, the ratio upkeep per check-in and the out-of-ratio centre list alone (issue 45). */
const ratiosOnly = process.env.BENCH_ONLY === 'ratios';
/** PGlite holds the whole database in memory (about 6 GB and 5 minutes at 1,000 centres): at most 100 unless told; 0 skips it. */
const pgliteScale = {
  ...scale,
  centres: Number(process.env.BENCH_PGLITE_CENTRES ?? Math.min(scale.centres, 100)),
};
type Scale = typeof scale;
type Context = ReturnType<typeof createAppContext>;

/**
 * One row of the bench: an endpoint timed over HTTP and, when it has one, the same work without
 * the API (`raw`). Add a measure by adding a row to `benchMeasures`, or a file like
 * `admin-check-ins.ts` whose rows `runOn` appends.
 */
export type BenchMeasure = {
  name: string;
  request: InjectOptions | ((index: number) => InjectOptions);
  timing: TimingOptions & { status?: number };
  raw?: { name: string; run: (index: number) => Promise<unknown> };
  /** Another timing printed below the raw one, outside the ratio (the images' floor under a check-in). */
  floor?: { name: string; run: (index: number) => Promise<unknown> };
};

type Row = {
  http: Measurement;
  raw?: Measurement;
  floor?: Measurement;
  compared?: Omit<Compared, 'first' | 'second'>;
};

async function benchMeasures(
  ctx: Context,
  database: DatabaseHandle,
  rawSql: RawSql,
  checkIns: CheckInSetUp,
  serviceWork?: CheckInServiceWork,
): Promise<BenchMeasure[]> {
  const [teacher] = await database.db
    .select()
    .from(managers)
    .where(eq(managers.isSuperManager, false))
    .limit(1);
  if (!teacher) throw new Error('scale seed made no teachers');
  const { token } = await ctx.sessions.issue({ subjectType: 'manager', managerId: teacher.id });
  const headers = { authorization: `Bearer ${token}` };
  const studentsSql = centreStudentsSqlForBench(database.db);
  const centreIds = [...checkIns.tokens.keys()];
  const listWarmup = Math.min(100, Math.floor(centreIds.length / 2));
  if (checkInsOnly) return photoCheckInMeasures(checkIns, serviceWork);
  return [
    { name: 'GET /api/health', request: { method: 'GET', url: '/api/health' }, timing: {} },
    {
      name: 'GET /api/v2/auth (teacher session)',
      request: { method: 'GET', url: '/api/v2/auth', headers },
      timing: {},
    },
    {
      name: `GET /api/v2/center/students (${scale.childrenPerCentre} children, one centre, 8 at a time)`,
      request: { method: 'GET', url: '/api/v2/center/students', headers },
      timing: { requests: 2000, warmup: 100 },
      raw: {
        name: 'its SQL statement, prepared, 8 connections',
        run: () =>
          rawSql.run(
            'bench_centre_students',
            studentsSql.text,
            studentsSql.values(teacher.centreId, kualaLumpurDay(new Date())),
          ),
      },
    },
    // Each call another centre, each centre once: no process holds the list yet (decision 051).
    {
      name: 'GET /api/v2/center/students (a different centre each call, none kept, 8 at a time)',
      request: (index) => ({
        method: 'GET',
        url: '/api/v2/center/students',
        headers: {
          authorization: `Bearer ${checkIns.tokens.get(centreIds[index % centreIds.length] as string)}`,
        },
      }),
      timing: { requests: centreIds.length - listWarmup, warmup: listWarmup },
      raw: {
        name: 'its SQL statement for the same centres, prepared, 8 connections',
        run: (index) =>
          rawSql.run(
            'bench_centre_students',
            studentsSql.text,
            studentsSql.values(centreIds[index % centreIds.length] as string, kualaLumpurDay(new Date())),
          ),
      },
    },
    ...photoCheckInMeasures(checkIns, serviceWork),
  ];
}

/**
 * What photo check-ins send: one CHECKIN per child (a child can be checked in once a day), spread
 * over every centre with each centre's teacher, all with the same ~300 KB 1080x1920 JPEG (what the
 * browser uploads after shrinking).
 */
async function checkInSetUp(ctx: Context, database: DatabaseHandle): Promise<CheckInSetUp> {
  const teachers = await database.db
    .selectDistinctOn([managers.centreId], { id: managers.id, centreId: managers.centreId })
    .from(managers)
    .where(eq(managers.isSuperManager, false))
    .orderBy(managers.centreId, asc(managers.createdAt));
  const tokens = new Map<string, string>();
  const teacherOf = new Map(teachers.map((teacher) => [teacher.centreId, teacher.id]));
  for (const teacher of teachers) {
    tokens.set(
      teacher.centreId,
      (await ctx.sessions.issue({ subjectType: 'manager', managerId: teacher.id })).token,
    );
  }
  const kids = await database.db
    .select({ id: children.id, centreId: children.centreId })
    .from(children)
    .where(eq(children.active, true));
  const photo = await makeBenchPhoto();
  const thumbnail = await makeBenchThumbnail(photo);
  const fields = {
    temperature: '36.8',
    status: 'CHECKIN',
    note: '',
    schoolPackage: '',
    timestamp: new Date(Date.now() - 60_000).toISOString(),
    clientId: clientIdPlaceholder,
  };
  const image = { field: 'image', bytes: photo, type: 'image/jpeg', name: 'check-in.jpg' };
  const body = await multipartBody(fields, [
    image,
    { field: 'thumbnail', bytes: thumbnail, type: 'image/jpeg', name: 'thumbnail.jpg' },
  ]);
  const photoOnly = await multipartBody(fields, [image]);
  return {
    kids,
    tokens,
    teacherOf,
    body: withFreshClientId(body),
    photo,
    thumbnail,
    photoOnlyBody: withFreshClientId(photoOnly),
  };
}

/**
 * Photo check-ins as the teacher's phone sends them (photo and thumbnail), from the first
 * children; raw: the same check-ins' work without HTTP (the service's `record`, from a third
 * slice of children; on PGlite, whose API shares this process, the images alone), and below it
 * the images alone, the floor of the request. Then, from the next children, the photo alone, as
 * a client without a thumbnail sends it (the queue makes one meanwhile).
 */
function photoCheckInMeasures(setUp: CheckInSetUp, serviceWork?: CheckInServiceWork): BenchMeasure[] {
  const { kids, tokens, photo, thumbnail } = setUp;
  const warmup = 24;
  const requests = Math.min(photoCheckIns, Math.floor(kids.length / 3) - warmup);
  const size = `1080x1920 JPEG, ${Math.round(photo.length / 1024)} KB`;
  const images = () => Promise.all([checkInPhoto(photo), checkInThumbnail(thumbnail)]);
  const checkIn = (offset: number, body: CheckInSetUp['body']) => (index: number) => {
    const child = kids[offset + index] as { id: string; centreId: string };
    return {
      method: 'POST' as const,
      url: `/api/v2/center/students/${child.id}/check-in`,
      ...checkInRequestBody(body(), tokens.get(child.centreId)),
    };
  };
  return [
    {
      name: `POST /api/v2/center/students/:id/check-in (${size}, with its ${Math.round(thumbnail.length / 1024)} KB thumbnail, 8 at a time)`,
      request: checkIn(0, setUp.body),
      timing: { requests, concurrency: 8, status: 201, warmup },
      ...(serviceWork
        ? {
            raw: {
              name: "the same check-ins without HTTP (the service's record, 8 at a time)",
              run: (index: number) =>
                serviceWork.record(kids[2 * (requests + warmup) + index] as { id: string; centreId: string }),
            },
            floor: { name: 'the images alone (checkInPhoto and checkInThumbnail)', run: images },
          }
        : { raw: { name: 'the images alone (checkInPhoto and checkInThumbnail)', run: images } }),
    },
    {
      name: `POST /api/v2/center/students/:id/check-in (${size} alone, the job makes the thumbnail, 8 at a time)`,
      request: checkIn(requests + warmup, setUp.photoOnlyBody),
      timing: { requests, concurrency: 8, status: 201, warmup },
      raw: { name: 'the photo pipeline alone (checkInPhoto)', run: () => checkInPhoto(photo) },
    },
  ];
}

/**
 * `serverUrl`: the database's URL when a separate API process can share it (PostgreSQL); the HTTP
 * measures then call that process, as a real client would, and it runs its job workers as every
 * API process does (thumbnails and notifications are made during the peak, not after it). PGlite
 * lives in this process, so its API does too.
 */
async function runOn(label: string, database: DatabaseHandle, size: Scale, serverUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cic-bench-'));
  const sinks = await startNotificationSinks();
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0000',
    ADMIN_REGISTRATION_CODE: 'bench-code',
  };
  const config = loadConfig(env);
  await database.migrate();
  await ensureReferenceData(database.db);
  const seedStarted = performance.now();
  await seedScale(database.db, size);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Files go to disk under a temporary DATA_DIR, as in the embedded default (signed URLs, real writes).
  const ctx = createAppContext(
    {
      ...config,
      mail: { ...config.mail, smtpUrl: sinks.smtpUrl },
      webPush: { ...config.webPush, serviceOrigins: [sinks.pushOrigin] },
    },
    { database, storage: createLocalStorage(config) },
  );
  const app = await buildApp(ctx);
  // The e-invoices' API process sends to the built-in MyInvois at its own public address.
  const port = eInvoicesOnly ? await freePort() : 0;
  const server: BenchApi = serverUrl
    ? await startBenchApi(
        {
          ...env,
          ...(port ? { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
          DATABASE_URL: serverUrl,
          DEMO_SEED: 'false',
          SMTP_URL: sinks.smtpUrl,
          PUSH_SERVICE_ORIGINS: sinks.pushOrigin,
        },
        apiProcesses,
      )
    : {
        origin: await app.listen({ host: '127.0.0.1', port: 0 }),
        meters: [],
        memory: async () => collectedMemory(),
        stop: async () => {},
      };
  // Where each side's CPU goes: this process is the client over HTTP and does the raw work itself.
  const meters = [
    machineMeter,
    ...server.meters,
    thisProcessMeter(server.meters.length > 0 ? 'bench' : 'bench and API'),
  ];
  const address = server.origin;
  const http = createHttpCaller(address, 8);
  const rawSql = createRawSql(database, 8);

  const rows: Row[] = [];
  const notes: string[] = [];
  if (announcementsOnly) {
    notes.push(...(await measureAnnouncementDelivery(http, ctx, sinks)).notes);
  } else if (messagesOnly) {
    const messages = await measureMessages(http, address, ctx, server.memory);
    rows.push(...messages.results.map((result) => ({ http: result })));
    notes.push(...messages.notes);
  } else if (ratiosOnly) {
    const ratios = await measureRatios(http, ctx);
    rows.push(...ratios.results.map((result) => ({ http: result })));
    notes.push(...ratios.notes);
  } else if (careOnly) {
    const care = await measureCare(http, ctx);
    rows.push(...care.results.map((result) => ({ http: result })));
    notes.push(...care.notes);
  } else if (eInvoicesOnly) {
    notes.push(...(await measureConsolidatedEInvoices(ctx, database)).notes);
  } else if (billingOnly) {
    const billing = await measureMonthlyBilling(http, ctx);
    rows.push(...billing.results.map((result) => ({ http: result })));
    notes.push(...billing.notes);
  } else if (adminCheckInsOnly) {
    const adminCheckIns = await measureAdminCheckIns(http, address, ctx, database);
    rows.push(...adminCheckIns.results.map((result) => ({ http: result })));
    notes.push(...adminCheckIns.notes);
  } else if (!overtimeOnly) {
    const checkIns = await checkInSetUp(ctx, database);
    const serviceWork = serverUrl ? await startCheckInServiceWork(ctx, database, checkIns) : undefined;
    for (const row of await benchMeasures(ctx, database, rawSql, checkIns, serviceWork)) {
      const { status, ...timing } = row.timing;
      const call = routeCall(http, row.name, row.request, status);
      if (row.raw) {
        const compared = await timeAlternately(
          { name: row.name, call },
          { name: row.raw.name, call: row.raw.run },
          timing,
          meters,
        );
        const floor = row.floor ? await timeCalls(row.floor.name, row.floor.run, timing) : undefined;
        rows.push({ http: compared.first, raw: compared.second, floor, compared });
      } else {
        rows.push({ http: await timeCalls(row.name, call, timing) });
      }
    }
    await serviceWork?.stop();
    // What HTTP itself costs a photo check-in: the floor under the HTTP / raw ratio.
    if (serviceWork) {
      const photoRow = rows.find((row) => row.raw?.name.startsWith('the same check-ins without HTTP'));
      const rawMachineMs = photoRow?.compared?.cpuMs.find((meter) => meter.name === 'machine')?.second;
      notes.push(await measureHttpAlone(checkIns.body, photoCheckIns, rawMachineMs));
    }
    if (server.direct) {
      const direct = createHttpCaller(server.direct, 8);
      const balanced = await measureBalancedCheckIns(
        { balanced: http, direct },
        database,
        checkIns,
        meters,
        photoCheckIns,
      );
      direct.close();
      rows.push(balanced.row);
      notes.push(balanced.note);
    }
    if (!checkInsOnly) {
      const notifications = await measureCheckInNotifications(http, ctx, checkIns, sinks);
      rows.push(...notifications.rows.map((result) => ({ http: result })));
      notes.push(...notifications.notes);
      // The admin dashboards read the seeded days (before today), so today's photo check-ins do not matter.
      const adminCheckIns = await measureAdminCheckIns(http, address, ctx, database);
      rows.push(...adminCheckIns.results.map((result) => ({ http: result })));
      notes.push(...adminCheckIns.notes);
    }
  }
  const only = checkInsOnly || announcementsOnly || adminCheckInsOnly || billingOnly || eInvoicesOnly;
  if (!only && !messagesOnly && !careOnly && !ratiosOnly) {
    const overtimeReport = await measureOvertimeReport(app, ctx);
    const invoicing = await measureOvertimeInvoicing(http, ctx, overtimeReport);
    rows.push(...invoicing.results.map((result) => ({ http: result })));
    notes.push(...overtimeReport.notes, ...invoicing.notes);
    notes.push(...(await measureOverlappingReport(http, ctx, overtimeReport)).notes);
    notes.push(...(await measureAnnouncementDelivery(http, ctx, sinks)).notes);
  }
  http.close();
  await server.stop();
  await rawSql.close();
  await app.close();
  await ctx.jobs.stop();
  await database.close();
  await sinks.close();
  await rm(dataDir, { recursive: true, force: true });
  return {
    label,
    size,
    seedSeconds,
    rows,
    notes,
  };
}

/** Each meter's CPU a call over HTTP and without it: more CPU, or the same CPU spread less well. */
function cpuSplit({ cpuMs }: Pick<Compared, 'cpuMs'>) {
  const parts = cpuMs.map((meter) => `${meter.name} ${meter.first.toFixed(1)} / ${meter.second.toFixed(1)}`);
  return parts.length > 0 ? `; CPU ms a call, HTTP / raw: ${parts.join(', ')}` : '';
}

/** What the floor's CPU a call allows at most with every core on it and nothing else to do. */
function ceiling({ cpuMs }: Measurement) {
  if (!cpuMs) return '';
  const cores = availableParallelism();
  return `CPU ${cpuMs.toFixed(1)} ms a call: at most ${Math.floor((cores * 1000) / cpuMs)}/s on ${cores} cores`;
}

function print(run: Awaited<ReturnType<typeof runOn>>) {
  const { size } = run;
  const checkIns = size.centres * size.childrenPerCentre * size.days * 2;
  console.log(
    `\n${run.label}: seeded ${size.centres} centres x ${size.childrenPerCentre} children x ${size.days} days (${checkIns.toLocaleString('en')} check-ins) in ${run.seedSeconds.toFixed(1)} s`,
  );
  console.log(
    '| call (HTTP, keep-alive) / raw work | requests | per second | p50 ms | p95 ms | HTTP / raw |\n|---|---:|---:|---:|---:|---:|',
  );
  const line = (name: string, r: Measurement, ratio: string) =>
    console.log(
      `| ${name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${ratio} |`,
    );
  for (const { http, raw, floor, compared } of run.rows) {
    const ratio = raw ? (http.perSecond / raw.perSecond).toFixed(2) : '';
    const spread = compared
      ? ` (rounds ${compared.roundRatios.map((r) => r.toFixed(2)).join(', ')}${cpuSplit(compared)})`
      : '';
    line(http.name, http, ratio + spread);
    if (raw) line(`↳ raw: ${raw.name}`, raw, '');
    if (floor) line(`↳ floor: ${floor.name}`, floor, ceiling(floor));
  }
  for (const note of run.notes) console.log(note);
}

if (process.env.POSTGRES_URL) {
  const url = process.env.POSTGRES_URL;
  print(
    await runOn(
      apiProcesses > 1
        ? `PostgreSQL server, ${apiProcesses} API processes behind HAProxy`
        : 'PostgreSQL server, API in its own process',
      openDatabase({ databaseUrl: url }),
      scale,
      url,
    ),
  );
} else {
  console.log(
    '\nPostgreSQL: skipped (POSTGRES_URL is not set; `npm run bench` starts one when PostgreSQL is installed)',
  );
}
if (pgliteScale.centres > 0) {
  print(
    await runOn(
      'PGlite, embedded (for comparison only: not a production figure)',
      openDatabase({ pglite: createPglite() }),
      pgliteScale,
    ),
  );
}
