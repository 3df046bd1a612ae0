import { defineConfig, devices } from '@playwright/test';
import { appOrigin as baseURL } from './support/ports.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      testMatch: /(parent|teacher|shell)\/.*\.spec\.ts/,
    },
    // The admin's pages, and the flows that cross from a phone (teacher, parent) to the admin's desk.
    {
      name: 'desktop',
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
