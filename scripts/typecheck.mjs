// `npm run typecheck`: every TypeScript project checked, two at a time (CI has two cores and each
// tsc uses one), the longest first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInLanes } from './run-in-lanes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = ['apps/api', 'apps/web', 'e2e', 'apps/web/test', 'packages/contract'];

const passed = await runInLanes(
  projects.map((project) => ({ name: project, args: [tsc, '-p', project] })),
  {
    atOnce: 2,
    cwd: root,
    ended: (command, code, _minutes, output) => {
      process.stdout.write(output);
      if (code !== 0) process.stdout.write(`tsc -p ${command.name} failed\n`);
    },
  },
);
process.exit(passed ? 0 : 1);
