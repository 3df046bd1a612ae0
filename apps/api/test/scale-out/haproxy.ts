import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited, keepOutput, stopChild } from './child-process';
import { freePort } from './free-port';
import { pollUntil } from './poll';

/**
 * Debian's `haproxy`: from PATH, else where Debian puts it (`/usr/sbin`, which a non-root PATH
 * often lacks); undefined when it is not installed.
 */
const haproxyBinary = ['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find(
  (binary) => spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0,
);

export function haproxyInstalled(): boolean {
  return haproxyBinary !== undefined;
}

/** One line of `show stat` for a server behind the proxy. */
export type BackendServer = { name: string; status: string; checkStatus: string; requests: number };

/**
 * The load balancer of `docs/operations.md` in front of API processes (decision 077 says why each
 * line): round robin per request, idle server connections reused, the API's health route checked
 * every second, the client's address passed on in X-Forwarded-For.
 */
function configuration(port: number, socket: string, origins: string[]) {
  const servers = origins.map((origin, index) => `  server api${index + 1} ${new URL(origin).host}`);
  return [
    'global',
    '  nbthread 1',
    `  stats socket ${socket} mode 600 level user`,
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  http-reuse safe',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api_processes',
    'backend api_processes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health ver HTTP/1.1 hdr host localhost',
    '  http-check expect status 200',
    '  default-server check inter 1s fall 2 rise 1',
    ...servers,
    '',
  ].join('\n');
}

/** `show stat` over the stats socket: HAProxy's counters as CSV, one line per proxy and server. */
function showStat(socket: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    const chunks: Buffer[] = [];
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header = '', ...lines] = Buffer.concat(chunks).toString('utf8').trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      resolve(
        lines.map((line) => {
          const values = line.split(',');
          return Object.fromEntries(columns.map((column, index) => [column, values[index] ?? '']));
        }),
      );
    });
    connection.end('show stat\n');
  });
}

/**
 * HAProxy in the foreground (`-db`) on a free loopback port, balancing over `origins`, its
 * configuration and stats socket in a temporary folder removed on `stop`. Ready once every server
 * has passed its health check.
 */
export async function startHaproxy(origins: string[]) {
  const folder = await mkdtemp(path.join(tmpdir(), 'cic-haproxy-'));
  const socket = path.join(folder, 'stats.sock');
  const port = await freePort();
  const configFile = path.join(folder, 'haproxy.cfg');
  await writeFile(configFile, configuration(port, socket, origins));
  const child = spawn(haproxyBinary ?? 'haproxy', ['-db', '-f', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child);
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  const servers = async (): Promise<BackendServer[]> =>
    (await showStat(socket))
      .filter((row) => row.pxname === 'api_processes' && row.svname !== 'BACKEND')
      .map((row) => ({
        name: row.svname ?? '',
        status: row.status ?? '',
        checkStatus: row.check_status ?? '',
        requests: Number(row.req_tot || 0),
      }));
  const stop = async () => {
    await stopChild(child);
    await rm(folder, { recursive: true, force: true });
  };
  const ready = await pollUntil(
    'HAProxy to see every API process healthy',
    async () => {
      if (gone) return 'exited';
      const seen = await servers();
      return seen.length === origins.length && seen.every((server) => server.checkStatus === 'L7OK')
        ? 'ready'
        : undefined;
    },
    { timeoutMs: 30_000, everyMs: 100 },
  ).catch(() => 'late');
  if (ready !== 'ready') {
    await stop();
    throw new Error(`HAProxy did not start (${ready}):\n${output()}`);
  }
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid as number, servers, stop };
}
