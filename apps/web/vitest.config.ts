import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of the web's pure helpers (lib/). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Pure helpers: files share a worker's loaded modules (decision 097).
    isolate: false,
    // The app's i18n instance with every catalogue, in English (functions word things with `i18n.t`).
    setupFiles: ['src/i18n/start-for-tests.ts'],
  },
});
