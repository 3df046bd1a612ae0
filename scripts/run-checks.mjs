// `npm test`'s first half: the type check, the lint, the unit and API tests and the web build, all at
// once. Each on its own leaves one of CI's two cores partly idle (a `tsc` waits on its files, an API
// test on the job queue's delays); together they keep both busy (decision 143). Each one's output
// is printed whole when it ends.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInLanes } from './run-in-lanes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.env.npm_execpath;
if (!npm) throw new Error('Run this through npm (npm test): it builds the web app with npm');

const checks = [
  { name: 'unit and API tests', args: [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'] },
  { name: 'type check', args: [path.join(root, 'scripts/typecheck.mjs')] },
  { name: 'lint', args: [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '.'] },
  { name: 'web build', args: [npm, 'run', 'build', '-w', 'apps/web'] },
];

/** Failed checks' last lines, said again at the end: a CI log is read from its end. */
const failed = [];

const passed = await runInLanes(checks, {
  atOnce: checks.length,
  cwd: root,
  ended: (command, code, minutes, output) => {
    process.stdout.write(
      `\n===== ${command.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min =====\n`,
    );
    process.stdout.write(output);
    if (code !== 0)
      failed.push({ name: command.name, lines: output.toString().trimEnd().split('\n').slice(-60) });
  },
});
for (const { name, lines } of failed)
  process.stdout.write(`\n===== ${name} FAILED, its end again =====\n${lines.join('\n')}\n`);
process.exit(passed ? 0 : 1);
