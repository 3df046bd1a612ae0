import { defineConfig, devices } from '@playwright/test';
import { appOrigin as baseURL } from './support/ports.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The two projects run at once on CI's two cores (decision 097): each has about one, so a
  // flow takes longer than it did alone. A passing test never waits for these.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every action of every test to keep the failures': on CI, where nobody can
    // open one, that is processor time spent for nothing (decision 097).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      // One folder a project: `npm run test:e2e` runs both at once, and each empties its own.
      outputDir: '../test-results/phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      testMatch: /(parent|teacher|shell)\/.*\.spec\.ts/,
    },
    // The admin's pages, and the flows that cross from a phone (teacher, parent) to the admin's desk.
    {
      name: 'desktop',
      outputDir: '../test-results/desktop',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /(admin|activities|announcements)\/.*\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node e2e/support/serve-for-e2e.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
