import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { appOrigin as baseURL } from './support/ports.mjs';

/**
 * Debian's headless shell (package chromium-headless-shell, which `.ci/run` installs) draws the
 * same pages as Chromium for about a quarter less processor time; Chromium where it is missing.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

/**
 * A Pixel 7's screen size, touch and user agent, drawn at one device pixel per CSS pixel: at its own
 * 2.625 the browser's compositor drew seven times the pixels (40 % more of its processor time on
 * the flows measured). No page reads the pixel ratio; layout and words are the same (decision 139).
 */
const phoneDevice = { ...devices['Pixel 7'], deviceScaleFactor: 1, defaultBrowserType: 'chromium' } as const;

/** The child's day at the centre on a phone (issue 44): the care log's flows; the staff ratio's (issue 45). */
const childDaySpecs = /(teacher|parent)\/care-.*\.spec\.ts|teacher\/staff-ratio\.spec\.ts/;

/** The overtime lane's own flows, and two admin specs that read only, so the lanes end together. */
const overtimeSpecs =
  /admin\/(overtime|whole-report|e-invoice-validated|check-ins-layout|language).*\.spec\.ts/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // On CI a test that fails is run once more: a flow that waited on its clock under the two
  // cores' load passes then, reported 'flaky' and said again at the run's end, and the work it
  // guarded still lands; one that fails twice fails the run (decision 141).
  retries: process.env.CI ? 1 : 0,
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
    // No transitions to wait out before each click (the app honours the setting, as a person may).
    reducedMotion: 'reduce',
    // The service worker keeps the teacher area's files (over 250) in every new browser context:
    // about 5 s of processor time a context that no flow but the offline door's and push's needs.
    // Those specs let it run (`test.use({ serviceWorkers: 'allow' })`, decision 137).
    serviceWorkers: 'block',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
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
      use: phoneDevice,
      // The parents' and teachers' phones, and the messages between them (issue 43).
      testMatch: /(parent|teacher|messages)\/.*\.spec\.ts/,
      testIgnore: childDaySpecs,
    },
    // The pages of every audience (every page, the Malay crawl, sign-out, guards) on a phone.
    {
      name: 'shell',
      outputDir: '../test-results/shell',
      use: phoneDevice,
      testMatch: /shell\/.*\.spec\.ts/,
    },
    // The admin's pages, and the flows that cross from a phone (teacher, parent) to the admin's desk.
    {
      name: 'desktop',
      outputDir: '../test-results/desktop',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /(admin|activities|announcements)\/.*\.spec\.ts/,
      testIgnore: overtimeSpecs,
    },
    // The overtime reports' and invoices' flows on a server of their own: each invoices children
    // whose late pick-ups nothing else has, and one demo month has a dozen such children. The
    // e-invoice flow bills a month of its own there, on the shortest lane.
    {
      name: 'overtime',
      outputDir: '../test-results/overtime',
      use: { ...devices['Desktop Chrome'] },
      testMatch: overtimeSpecs,
    },
    // The child's day (care log) and the staff ratio on a phone, on a server of its own, beside the
    // two longest lanes from the start (its waits for a push leave them the cores).
    {
      name: 'day',
      outputDir: '../test-results/day',
      use: phoneDevice,
      testMatch: childDaySpecs,
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
