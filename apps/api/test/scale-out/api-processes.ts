import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apiNodeFlags from '../../node-flags.json' with { type: 'json' };
import { exited, keepOutput, stopChild } from './child-process';
import { freePort } from './free-port';
import { pollUntil } from './poll';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverBundle = path.join(root, 'apps/api/dist/server.mjs');

export type ApiProcess = { origin: string; pid: number; stop(): Promise<void> };

/**
 * One API process as production runs it: the server's bundle (`node --max-semi-space-size=32 apps/api/dist/server.mjs`,
 * decision 085: configuration from the environment, migrations, listen, job workers),
 * on a free loopback port. Ready when `/api/health` answers 200; a process that exits first fails
 * the start with what it printed.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...apiNodeFlags, serverBundle], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child);
  const origin = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  const ready = await pollUntil(
    `the API process on port ${port} to answer /api/health`,
    async () => {
      if (gone) return 'exited';
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      return response.status === 200 ? 'ready' : undefined;
    },
    { timeoutMs: 60_000, everyMs: 100 },
  ).catch(() => 'late');
  if (ready !== 'ready') {
    await stopChild(child);
    throw new Error(`The API process did not start (${ready}):\n${output()}`);
  }
  return { origin, pid: child.pid as number, stop: () => stopChild(child) };
}

/**
 * `count` API processes on one database: the first alone (it runs any migration, as
 * `docs/operations.md` asks after an upgrade), then the others together.
 */
export async function startApiProcesses(count: number, env: Record<string, string>): Promise<ApiProcess[]> {
  const bundled = spawnSync(process.execPath, [path.join(root, 'scripts/api-bundle.mjs')], {
    encoding: 'utf8',
  });
  if (bundled.status !== 0) throw new Error(`The API bundle was not built:\n${bundled.stderr}`);
  const first = await startApiProcess(env);
  const others = await Promise.allSettled(Array.from({ length: count - 1 }, () => startApiProcess(env)));
  const started = [
    first,
    ...others.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  ];
  const failed = others.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((process) => process.stop()));
    throw failed.reason;
  }
  return started;
}
