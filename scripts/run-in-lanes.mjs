// Runs Node commands a few at a time (CI has two cores), the first in the list first, each one's
// output kept and handed over whole when it ends, so parallel reports do not interleave.
import { spawn } from 'node:child_process';

/**
 * `commands`: `{ name, args, env? }`, each run as `node ...args` in `cwd`. `ended(command, code,
 * minutes, output)` is called as each ends. Resolves to whether every command exited 0.
 */
export async function runInLanes(commands, { atOnce, cwd, ended }) {
  const waiting = [...commands];
  const codes = [];
  const run = (command) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(process.execPath, command.args, { cwd, env: { ...process.env, ...command.env } });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const exit = code ?? (signal ? 1 : 0);
        ended(command, exit, (Date.now() - started) / 60_000, Buffer.concat(output));
        resolve(exit);
      });
    });
  async function lane() {
    for (let next = waiting.shift(); next; next = waiting.shift()) codes.push(await run(next));
  }
  await Promise.all(Array.from({ length: atOnce }, lane));
  return codes.every((code) => code === 0);
}
