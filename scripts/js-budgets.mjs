// The JavaScript budgets (ARCHITECTURE §6): for each page, the gzipped JavaScript the browser must
// fetch before the page renders, read from Vite's build manifest. `npm run build` runs this after
// `vite build`; it prints every page and exits 1 when one is over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * What a signed-in area loads before its page besides its routes: the session answer's check and
 * the area's query provider, with the query client (decision 055). The session's queries, which
 * the guards also load, are in every area layout's imports.
 */
const sessionCheck = ['src/lib/session-schemas.ts', 'src/lib/with-queries.tsx'];

/** An English page's catalogues (decision 054): `common` and its area's, fetched before it draws. */
const catalogues = (area) => ['common', area].map((namespace) => `src/i18n/catalogues/en/${namespace}.json`);

/**
 * Each page and the route modules (manifest keys) its route `lazy` and loaders import before it
 * draws. Budgets in KiB; everything `index.html` loads is counted on every page.
 */
export const pageBudgets = [
  {
    page: 'sign-in: parent /login',
    modules: ['src/app/routes/public/login.tsx', ...catalogues('auth')],
    budget: 150,
  },
  {
    page: 'sign-in: teacher /teacher',
    modules: ['src/app/routes/public/teacher-login.tsx', ...catalogues('auth')],
    budget: 150,
  },
  {
    page: 'sign-in: admin /admin',
    modules: ['src/app/routes/public/staff-entry.tsx', ...catalogues('auth')],
    budget: 150,
  },
  {
    page: 'parent home',
    modules: [
      ...sessionCheck,
      'src/app/routes/parent/parent-layout.tsx',
      'src/app/routes/parent/home.tsx',
      ...catalogues('parent'),
    ],
    budget: 180,
  },
  {
    page: 'teacher check-in list',
    modules: [
      ...sessionCheck,
      'src/app/routes/teacher/teacher-layout.tsx',
      'src/app/routes/teacher/checkin.tsx',
      ...catalogues('teacher'),
    ],
    budget: 180,
  },
  {
    page: 'admin check-ins',
    modules: [
      ...sessionCheck,
      'src/app/routes/admin/admin-layout.tsx',
      'src/app/routes/admin/check-ins/centre-list-page.tsx',
      ...catalogues('admin'),
    ],
    budget: 230,
  },
];

/** The manifest key of the HTML entry (`index.html`). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`Expected one entry in the build manifest, found ${keys.length}`);
  return keys[0];
}

/**
 * The JavaScript files of the given manifest keys and everything they import statically: what the
 * browser fetches before running them. Dynamic imports are left out; they load later, on demand.
 */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].sort();
}

/** Each page's files, gzipped size in bytes and budget in bytes. */
export function measurePages(distDir, manifest, budgets = pageBudgets) {
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  const entry = entryKey(manifest);
  return budgets.map(({ page, modules, budget }) => {
    const files = staticClosure(manifest, [entry, ...modules]);
    return { page, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0), budget: budget * 1024 };
  });
}

/** One line per page, e.g. `parent home  171.2 KiB / 180 KiB`, and whether every page fits. */
export function report(results) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const width = Math.max(...results.map((r) => r.page.length));
  const lines = results.map(
    (r) =>
      `${r.page.padEnd(width)}  ${kib(r.bytes).padStart(10)} / ${kib(r.budget)}${r.bytes > r.budget ? '  OVER BUDGET' : ''}`,
  );
  return { lines, ok: results.every((r) => r.bytes <= r.budget) };
}

function main() {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const { lines, ok } = report(measurePages(distDir, manifest));
  console.log('JavaScript before a page renders (gzip) / budget:');
  for (const line of lines) console.log(`  ${line}`);
  if (!ok) {
    console.error('A page is over its JavaScript budget (docs/decisions/026).');
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
