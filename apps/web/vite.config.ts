import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { organisationName, productName } from '../../packages/contract/src/shared/product.ts';

/** Fills `%PRODUCT_NAME%` and `%ORGANISATION_NAME%` in index.html from the shared contract. */
function productNameInHtml(): Plugin {
  return {
    name: 'cic-html-names',
    transformIndexHtml: (html) =>
      html.replaceAll('%PRODUCT_NAME%', productName).replaceAll('%ORGANISATION_NAME%', organisationName),
  };
}

type BundleFile = {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
};

/** A page module of another area: the teacher app offline never needs it. */
const otherAreaPage = /\/src\/app\/routes\/(?!teacher\/)/;

/**
 * The files the teacher area can load (issue 31): the entry and the teacher pages with all they
 * import, now or lazily, without walking into the other areas' pages, and their styles. The worker
 * keeps them when a teacher page asks, so the door's phone opens the check-in list without a
 * network even after its first visit.
 */
function teacherAreaFiles(bundle: Record<string, BundleFile>): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const roots = chunks.filter(
    (chunk) =>
      (chunk as { isEntry?: boolean }).isEntry || chunk.facadeModuleId?.includes('/src/app/routes/teacher/'),
  );
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || found.has(fileName)) return;
    if (chunk.facadeModuleId && otherAreaPage.test(chunk.facadeModuleId) && !roots.includes(chunk)) return;
    found.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const root of roots) visit(root.fileName);
  return [...found].sort().map((fileName) => `/${fileName}`);
}

/**
 * Writes `service-worker.js` to `dist/sw.js` with the build's version: a hash of every file name of
 * the build, which changes with any content (names are fingerprints), so a release installs a new
 * worker and drops the old caches (decision 048); and the teacher area's files it keeps at install.
 */
function serviceWorker(): Plugin {
  return {
    name: 'cic-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const source = readFileSync(fileURLToPath(new URL('./service-worker.js', import.meta.url)), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source
          .replace('__BUILD_VERSION__', version)
          .replace(
            "'__TEACHER_FILES__'",
            JSON.stringify(teacherAreaFiles(bundle as Record<string, BundleFile>)),
          ),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), productNameInHtml(), serviceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/payments': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/js-budgets.mjs reads it to measure the JavaScript each page loads (decision 026).
    manifest: true,
    // No preload map in the entry: it grew with every page on every page (decisions 115, 128); a
    // lazy page's imports are fetched when the browser reads them.
    modulePreload: false,
    rolldownOptions: {
      // Building a zod schema has no side effect: a module's unused schemas (and zod, when none is
      // used) drop out of the chunks that import only its plain values.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Every lazy chunk's file name is listed in the entry chunk (the preload map) and in each
        // import that reaches it: a name of hash only keeps that list from growing every sign-in
        // page's JavaScript as pages are added (decision 045), seven characters of it (decision 120).
        // The manifest still maps sources to files.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            // What every page runs, in one chunk that stays cached while app code changes; lucide's
            // icon runtime too, which otherwise becomes a chunk of its own on every page.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context))[\\/.]/,
              priority: 3,
            },
            // TanStack Query, in one chunk of its own: the signed-in areas fetch it, the sign-in pages
            // do not (decision 055).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            // Forms draw with react-hook-form alone; zod (and its resolver, left to the bundler so it
            // joins neither chunk) is fetched when a page validates or parses an answer.
            { name: 'react-hook-form', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
