import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers match the two cores CI has; each API test file holds its own PGlite.
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
