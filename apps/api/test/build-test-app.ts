import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Mailer, MailMessage } from '../src/adapters/mail';
import { createConsoleMailer } from '../src/adapters/mail-console';
import { createLocalStorage } from '../src/adapters/storage-local';
import { type App, buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/create-app-context';
import { ensureReferenceData } from '../src/db/reference-data';
import type { RequestTimeouts } from '../src/http/request-timeouts';
import type { SimulatorControls } from '../src/modules/myinvois-simulator';
import { fetchThroughApp } from './fetch-through-app';
import { openTestDatabase } from './test-database';

export type TestApp = { app: App; ctx: AppContext; close(): Promise<void> };

export type TestAppOptions = {
  clock?: () => Date;
  mailer?: Mailer;
  env?: NodeJS.ProcessEnv;
  logStream?: { write(line: string): void };
  /** Runs the job queue (off by default so the suite stays fast), polling every half second. */
  jobs?: boolean;
  /** Timeouts short enough to wait for (the server's own are minutes). */
  timeouts?: RequestTimeouts;
  /** The MyInvois simulator's switches, kept by the test to make it fail, hang or limit. */
  myInvoisSimulator?: SimulatorControls;
};

/** The real app on a fresh migrated database, local file storage in a temp dir, console mail. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cic-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    ADMIN_REGISTRATION_CODE: 'test-registration-code',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const database = await openTestDatabase();
  await ensureReferenceData(database.db);
  // The MyInvois client reaches the simulator through the app itself, built after the context.
  let myInvoisFetch: typeof fetch | undefined;
  const ctx = createAppContext(config, {
    myInvoisFetch: (input, init) => {
      if (!myInvoisFetch) throw new Error('The app is not built yet');
      return myInvoisFetch(input, init);
    },
    database,
    storage: createLocalStorage(config),
    mailer: options.mailer ?? createConsoleMailer({ dataDir, from: config.mail.from, print: () => {} }),
    clock: options.clock,
    jobOptions: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  });
  const app = await buildApp(ctx, {
    logStream: options.logStream,
    timeouts: options.timeouts,
    myInvoisSimulator: options.myInvoisSimulator,
  });
  myInvoisFetch = fetchThroughApp(app).fetch;
  await app.ready();
  if (options.jobs) await ctx.jobs.start(app.log);
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.jobs.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The test app keeping what it mails in `outbox`, in the order sent. */
export async function buildMailKeepingTestApp(options: Omit<TestAppOptions, 'mailer'> = {}) {
  const outbox: MailMessage[] = [];
  const t = await buildTestApp({
    ...options,
    mailer: { send: async (message) => void outbox.push(message) },
  });
  return { ...t, outbox };
}
export type MailKeepingTestApp = Awaited<ReturnType<typeof buildMailKeepingTestApp>>;
