import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    // Files share a worker's loaded modules instead of importing the whole app again each (about
    // 450 s of a 520 s run was imports): every file still builds its own app and database.
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['./test/global-setup.ts'],
  },
});
