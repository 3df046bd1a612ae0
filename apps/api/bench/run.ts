import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { createMemoryStorage } from '../src/adapters/memory-storage';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/create-app-context';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { managers } from '../src/db/schema/index';
import { seedScale } from '../src/db/seed/scale';
import { type Measurement, measure } from './measure';

/**
 * `npm run bench`: seeds a scale data set on PGlite and, when `POSTGRES_URL` is set (the npm
 * script starts a throwaway server), on PostgreSQL, then measures API calls. Prints figures only.
 */
const scale = {
  centres: Number(process.env.BENCH_CENTRES ?? 100),
  childrenPerCentre: Number(process.env.BENCH_CHILDREN ?? 60),
  days: Number(process.env.BENCH_DAYS ?? 30),
};

async function runOn(
  label: string,
  database: DatabaseHandle,
): Promise<{ label: string; seedSeconds: number; results: Measurement[] }> {
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
  await seedScale(database.db, scale);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const ctx = createAppContext(config, { database, storage: createMemoryStorage() });
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
  ];
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return { label, seedSeconds, results };
}

function print(run: { label: string; seedSeconds: number; results: Measurement[] }) {
  const rows = scale.centres * scale.childrenPerCentre * scale.days * 2;
  console.log(
    `\n${run.label}: seeded ${scale.centres} centres x ${scale.childrenPerCentre} children x ${scale.days} days (${rows.toLocaleString('en')} check-ins) in ${run.seedSeconds.toFixed(1)} s`,
  );
  console.log('| call | requests | per second | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|');
  for (const r of run.results) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`,
    );
  }
}

print(await runOn('PGlite (embedded)', openDatabase({ pglite: new PGlite() })));
if (process.env.POSTGRES_URL) {
  print(await runOn('PostgreSQL server', openDatabase({ databaseUrl: process.env.POSTGRES_URL })));
} else {
  console.log(
    '\nPostgreSQL: skipped (POSTGRES_URL is not set; `npm run bench` starts one when PostgreSQL is installed)',
  );
}
