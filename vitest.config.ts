import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three workers on CI's two cores: a few API files mostly wait (on the job queue's delays, a
    // second process), and a third worker keeps the cores busy meanwhile (decision 097).
    maxWorkers: 3,
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      // The build's own scripts (JavaScript budgets).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
