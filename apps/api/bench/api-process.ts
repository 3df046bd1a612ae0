import { fork, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apiNodeFlags from '../node-flags.json' with { type: 'json' };
import type { ProcessMemory } from './process-memory';

const apiFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(apiFolder, 'bench/api-process-entry.ts');
const bundle = path.join(apiFolder, 'dist/bench-api-process.mjs');

/**
 * The API in a process of its own for the HTTP measures on PostgreSQL: a client in the server's
 * process shares its one event loop with the server, which no production caller does (decision 044
 * amendment). The child listens on a loopback port and sends its origin; closing its channel stops it.
 * It runs its job workers, as every API process does, and runs bundled, as every API process does
 * (decision 085): the bundle is built once per bench run.
 */
export async function startApiProcess(env: Record<string, string>): Promise<{
  origin: string;
  pid: number | undefined;
  memory(): Promise<ProcessMemory>;
  stop(): Promise<void>;
}> {
  const child = fork(bundle, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // BENCH_PROFILE_DIR: a V8 CPU profile of the API process, for Chrome DevTools.
    // As every API process runs (decision 086); BENCH_API_NODE_FLAGS adds flags to try.
    execArgv: [
      ...apiNodeFlags,
      ...(process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
    ],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`the bench API process exited with ${code}`)));
  });
  return {
    origin,
    pid: child.pid,
    memory: () =>
      new Promise<ProcessMemory>((resolve) => {
        const answer = (message: unknown) => {
          if (typeof message !== 'object' || message === null || !('memory' in message)) return;
          child.off('message', answer);
          resolve((message as { memory: ProcessMemory }).memory);
        };
        child.on('message', answer);
        child.send('memory');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

/** Bundles the API process's entry; the bench calls it before it starts any API process. */
export function bundleBenchApiProcess() {
  const built = spawnSync(
    process.execPath,
    [path.join(apiFolder, '../../scripts/api-bundle.mjs'), entry, bundle],
    {
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`The bench's API bundle was not built:\n${built.stderr}`);
}
