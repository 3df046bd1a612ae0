import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createLocalStorage } from '../src/adapters/storage-local';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/create-app-context';

/**
 * The API in a process of its own for the HTTP measures on PostgreSQL: a client in the server's
 * process shares its one event loop with the server, which no production caller does (decision 044
 * amendment). The child listens on a loopback port and sends its origin; closing its channel stops it.
 * It runs its job workers, as every API process does.
 */
export async function startApiProcess(
  env: Record<string, string>,
): Promise<{ origin: string; pid: number | undefined; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // BENCH_PROFILE_DIR: a V8 CPU profile of the API process, for Chrome DevTools.
    execArgv: process.env.BENCH_PROFILE_DIR
      ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
      : process.execArgv,
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`the bench API process exited with ${code}`)));
  });
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

async function serve() {
  const config = loadConfig();
  const ctx = createAppContext(config, { storage: createLocalStorage(config) });
  const app = await buildApp(ctx);
  await ctx.jobs.start(app.log);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  process.once('disconnect', async () => {
    await app.close();
    await ctx.jobs.stop();
    await ctx.database.close();
    process.exit(0);
  });
  process.send?.(origin);
}

if (process.argv.includes('--serve')) await serve();
