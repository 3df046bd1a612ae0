// `npm run test:e2e`: the phone and the desktop projects at once, each in a Playwright process of
// its own against a server of its own (its own ports, data directory and clock: decision 097), so
// one project's waits are the other's working time and neither sees the other's records. Each
// process's output is printed whole when it ends, so their reports do not interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const projects = [
  { name: 'phone', portBase: base },
  { name: 'desktop', portBase: base + 50 },
];

function run({ name, portBase }) {
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

const codes = await Promise.all(projects.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
