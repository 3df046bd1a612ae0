import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { createLocalStorage } from '../src/adapters/storage-local';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/create-app-context';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { children, managers } from '../src/db/schema/index';
import { seedScale } from '../src/db/seed/scale';
import { multipartBody } from '../test/multipart-body';
import { measureAdminCheckIns } from './admin-check-ins';
import { makeBenchPhoto } from './bench-photo';
import { type Measurement, measure } from './measure';
import { measureOvertimeReport } from './overtime-report';

/**
 * `npm run bench`: seeds a scale data set on PGlite and, when `POSTGRES_URL` is set (the npm
 * script starts a throwaway server), on PostgreSQL, then measures API calls. Prints figures only.
 */
const scale = {
  centres: Number(process.env.BENCH_CENTRES ?? 100),
  childrenPerCentre: Number(process.env.BENCH_CHILDREN ?? 60),
  days: Number(process.env.BENCH_DAYS ?? 30),
};
const photoCheckIns = Number(process.env.BENCH_CHECKINS ?? 500);
/** PGlite holds the whole database in memory (about 6 GB and 5 minutes to seed at 1,000 centres): it may take fewer. */
const pgliteScale = { ...scale, centres: Number(process.env.BENCH_PGLITE_CENTRES ?? scale.centres) };
type Scale = typeof scale;

async function runOn(
  label: string,
  database: DatabaseHandle,
  size: Scale = scale,
): Promise<{ label: string; size: Scale; seedSeconds: number; results: Measurement[]; notes: string[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cic-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0000',
    ADMIN_REGISTRATION_CODE: 'bench-code',
  });
  await database.migrate();
  await ensureReferenceData(database.db);
  const seedStarted = performance.now();
  await seedScale(database.db, size);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Files go to disk under a temporary DATA_DIR, as in the embedded default (signed URLs, real writes).
  const ctx = createAppContext(config, { database, storage: createLocalStorage(config) });
  const app = await buildApp(ctx);
  await app.ready();
  const [teacher] = await database.db
    .select()
    .from(managers)
    .where(eq(managers.isSuperManager, false))
    .limit(1);
  if (!teacher) throw new Error('scale seed made no teachers');
  const { token } = await ctx.sessions.issue({ subjectType: 'manager', managerId: teacher.id });

  const results = [
    await measure(app, 'GET /api/health', { method: 'GET', url: '/api/health' }),
    await measure(app, 'GET /api/v2/auth (teacher session)', {
      method: 'GET',
      url: '/api/v2/auth',
      headers: { authorization: `Bearer ${token}` },
    }),
    await measure(
      app,
      `GET /api/v2/center/students (${scale.childrenPerCentre} children)`,
      { method: 'GET', url: '/api/v2/center/students', headers: { authorization: `Bearer ${token}` } },
      { requests: 2000, warmup: 100 },
    ),
    await measurePhotoCheckIns(app, ctx, database),
  ];
  // The admin dashboards read the seeded days (before today), so today's photo check-ins do not matter.
  const adminCheckIns = await measureAdminCheckIns(app, ctx, database);
  results.push(...adminCheckIns.results);
  const overtimeReport = await measureOvertimeReport(app, ctx);
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return { label, size, seedSeconds, results, notes: [...adminCheckIns.notes, ...overtimeReport] };
}

/**
 * Photo check-ins: one CHECKIN per child (a child can be checked in once a day), spread over every
 * centre with each centre's teacher, all with the same ~300 KB 1080x1920 JPEG.
 */
async function measurePhotoCheckIns(
  app: Awaited<ReturnType<typeof buildApp>>,
  ctx: ReturnType<typeof createAppContext>,
  database: DatabaseHandle,
): Promise<Measurement> {
  const teachers = await database.db
    .selectDistinctOn([managers.centreId], { id: managers.id, centreId: managers.centreId })
    .from(managers)
    .where(eq(managers.isSuperManager, false))
    .orderBy(managers.centreId, asc(managers.createdAt));
  const tokens = new Map<string, string>();
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
  const body = await multipartBody(
    {
      temperature: '36.8',
      status: 'CHECKIN',
      note: '',
      schoolPackage: '',
      timestamp: new Date(Date.now() - 60_000).toISOString(),
    },
    [{ field: 'image', bytes: photo, type: 'image/jpeg', name: 'capture.jpg' }],
  );
  const warmup = 24;
  const requests = Math.min(photoCheckIns, kids.length - warmup);
  return measure(
    app,
    `POST /api/v2/center/students/:id/check-in (1080x1920 JPEG, ${Math.round(photo.length / 1024)} KB)`,
    (index) => {
      const child = kids[index] as { id: string; centreId: string };
      return {
        method: 'POST',
        url: `/api/v2/center/students/${child.id}/check-in`,
        headers: { authorization: `Bearer ${tokens.get(child.centreId)}`, ...body.headers },
        payload: body.payload,
      };
    },
    { requests, concurrency: 8, status: 201, warmup },
  );
}

function print(run: Awaited<ReturnType<typeof runOn>>) {
  const { size } = run;
  const rows = size.centres * size.childrenPerCentre * size.days * 2;
  console.log(
    `\n${run.label}: seeded ${size.centres} centres x ${size.childrenPerCentre} children x ${size.days} days (${rows.toLocaleString('en')} check-ins) in ${run.seedSeconds.toFixed(1)} s`,
  );
  console.log('| call | requests | per second | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|');
  for (const r of run.results) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`,
    );
  }
  for (const note of run.notes) console.log(note);
}

print(await runOn('PGlite (embedded)', openDatabase({ pglite: new PGlite() }), pgliteScale));
if (process.env.POSTGRES_URL) {
  print(await runOn('PostgreSQL server', openDatabase({ databaseUrl: process.env.POSTGRES_URL })));
} else {
  console.log(
    '\nPostgreSQL: skipped (POSTGRES_URL is not set; `npm run bench` starts one when PostgreSQL is installed)',
  );
}
