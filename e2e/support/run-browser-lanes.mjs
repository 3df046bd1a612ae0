// `npm run test:e2e`: each Playwright project in a process of its own against a server of its own
// (its own ports, data directory, clock and demo data: decision 097), three at a time on CI's two
// cores (much of a browser test is waiting: one project's waits are another's working time), the
// longest first. No project uses up the late pick-ups another invoices. Each process's output is
// printed whole when it ends, so their reports do not interleave.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { runInLanes } from '../../scripts/run-in-lanes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
/**
 * Longest first: a short one then fills the core the first to finish leaves. The child's day
 * starts with them: its staff ratio flows wait minutes for a push, which the other two lanes fill;
 * at the end they left both cores nearly idle. The overtime flows, which barely wait, come last.
 */
const projects = ['desktop', 'phone', 'day', 'shell', 'overtime'];
/**
 * With a PostgreSQL server (TEST_DATABASE_URL, as `.ci/run` gives), every project's server but the
 * shell's keeps its data there, in a database of its own: PGlite spends about 60 % more processor
 * time on the same flows, and CI has two cores. The shell's pages stay on PGlite, `npm start`'s
 * embedded database (decision 123).
 */
const postgres = process.env.TEST_DATABASE_URL;
const onPostgres = (name) => (postgres && name !== 'shell' ? { E2E_DATABASE_URL: postgres } : {});

/**
 * Failed projects' reports, and those of projects with a test that passed only when run again
 * (flaky), said again at the very end: a CI log is often read from its end.
 */
const toRepeat = [];

/** A Playwright report's failures: from the first failed test's heading to the counts, kept short. */
function failuresOf(report) {
  const lines = report.split('\n');
  const first = lines.findIndex((line) => /^\s+1\) \S/.test(line));
  const section = first === -1 ? lines.slice(-40) : lines.slice(first);
  return section.length > 90 ? [...section.slice(0, 70), '  …', ...section.slice(-20)] : section;
}

const passed = await runInLanes(
  projects.map((name, index) => ({
    name,
    args: [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'e2e/playwright.config.ts',
      `--project=${name}`,
      ...process.argv.slice(2),
    ],
    env: { E2E_PORT_BASE: String(base + 50 * index), ...onPostgres(name) },
  })),
  {
    atOnce: 3,
    cwd: root,
    ended: (command, code, minutes, output) => {
      process.stdout.write(
        `\n===== ${command.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min =====\n`,
      );
      process.stdout.write(output);
      const report = stripVTControlCharacters(output.toString());
      if (code !== 0 || /^\s+\d+ flaky$/m.test(report)) {
        toRepeat.push({ name: command.name, failed: code !== 0, lines: failuresOf(report) });
      }
    },
  },
);
for (const { name, failed, lines } of toRepeat) {
  const what = failed ? 'FAILED, its failures' : 'passed, its flaky tests';
  process.stdout.write(`\n===== ${name} ${what} again =====\n${lines.join('\n')}\n`);
}
process.exit(passed ? 0 : 1);
