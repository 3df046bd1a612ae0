// `npm run test:e2e`: each Playwright project in a process of its own against a server of its own
// (its own ports, data directory, clock and demo data: decision 097), three at a time on CI's two
// cores (much of a browser test is waiting: one project's waits are another's working time), the
// longest first. No project uses up the late pick-ups another invoices. Each process's output is
// printed whole when it ends, so their reports do not interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
/** Longest first: a short one then fills the core the first to finish leaves. */
const projects = ['desktop', 'phone', 'shell', 'overtime'];
const atOnce = 3;

function run(name, portBase) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'e2e/playwright.config.ts',
        `--project=${name}`,
        ...process.argv.slice(2),
      ],
      { cwd: root, env: { ...process.env, E2E_PORT_BASE: String(portBase) } },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      process.stdout.write(`\n===== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const waiting = projects.map((name, index) => ({ name, portBase: base + 50 * index }));
const codes = [];
async function lane() {
  for (let next = waiting.shift(); next; next = waiting.shift())
    codes.push(await run(next.name, next.portBase));
}
await Promise.all(Array.from({ length: atOnce }, lane));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
