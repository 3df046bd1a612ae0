import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers match the two cores CI has; each API test file holds its own PGlite.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      // The build's own scripts (JavaScript budgets).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
