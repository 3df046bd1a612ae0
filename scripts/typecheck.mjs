// `npm run typecheck`: every TypeScript project checked, two at a time (CI has two cores and each
// tsc uses one), the longest first; each one's output printed whole when it ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = ['apps/api', 'apps/web', 'e2e', 'apps/web/test', 'packages/contract'];
const atOnce = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) process.stdout.write(`tsc -p ${project} failed\n`);
      resolve(code ?? 1);
    });
  });
}

const waiting = [...projects];
const codes = [];
async function lane() {
  for (let next = waiting.shift(); next; next = waiting.shift()) codes.push(await check(next));
}
await Promise.all(Array.from({ length: atOnce }, lane));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
