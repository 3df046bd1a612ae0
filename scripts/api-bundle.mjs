// The API as every process runs it: apps/api/src/server.ts and what it imports (the contract
// included) in one esbuild bundle, the packages of node_modules left as imports (decision 085).
// A bundle holds about 40 % less live heap than the same TypeScript run through tsx, which keeps
// each module's source and its source map; builds in under a second, so every start builds anew.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import apiNodeFlags from '../apps/api/node-flags.json' with { type: 'json' };

/**
 * The node flags every API process runs with (decision 086): a young generation of 32 MiB a
 * semi-space, so the objects of the requests in flight die young instead of being promoted and
 * marked again by full collections (about 0.5 ms of CPU a photo check-in, docs/performance.md).
 */
export { apiNodeFlags };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readPackage = (folder) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));

/** Where `bundleApi()` writes the server; a sibling of `apps/api/src`, which `api-folders.ts` relies on. */
export const apiBundle = path.join(root, 'apps/api/dist/server.mjs');

/** Bundles `entry` (the server unless told) into `outfile`; resolves once it is written. */
export async function bundleApi(entry = path.join(root, 'apps/api/src/server.ts'), outfile = apiBundle) {
  const packages = Object.keys({
    ...readPackage('apps/api').dependencies,
    ...readPackage('apps/api').devDependencies,
    ...readPackage('packages/contract').dependencies,
  }).filter((name) => name !== '@cic/contract');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: packages,
    logLevel: 'warning',
  });
  return outfile;
}

// `node scripts/api-bundle.mjs [entry outfile]`: the server, or another entry (the bench's API process).
if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleApi(...process.argv.slice(2));
