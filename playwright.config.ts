import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real app on one port (DESIGN.md). Uses Debian's Chromium: no browser
 * download happens on the project's machines. BASE_URL points the tests at another server, e.g. a
 * `vite preview` of web/dist while the API is not there yet.
 */
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

/**
 * The app Playwright starts gets its own BullMQ prefix: with the default one it would share its
 * queues with any other app on the same Redis (`npm start`, another run) and the two would take
 * each other's jobs. Set once in the main process, so the workers (forked with this environment)
 * see the same value; an explicit QUEUE_PREFIX (scripts/test.cjs) wins.
 */
const queuePrefix = process.env.QUEUE_PREFIX || `autoleasing-e2e-${process.pid}`;
process.env.QUEUE_PREFIX = queuePrefix;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys run many steps (full-page screenshots, axe on every page) against an app that shares
  // 2 cores with the browser. The longest journeys without their own limit take 65–85 s while the
  // other worker is busy too, and 90 s failed them in CI (dealer table, dealer layout). A hang
  // still fails, after 3 minutes.
  timeout: 180_000,
  // A navigation or a redirect waits on the app, which two journeys at a time (axe, full-page
  // screenshots) can keep off the CPU for seconds; 5 s failed twice in CI on a correct page. An
  // assertion that cannot become true still fails, after 15 s.
  expect: { timeout: 15_000 },
  // 2 cores: the app (api, worker, projections) shares them with the browser.
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Every journey records a trace, kept when it fails: its actions, network, console and sources.
    // DOM snapshots and the screencast before and after each action made every journey about a
    // third slower, on the browser's share of the 2 cores; for those, run the journey again with
    // `--trace on`. The screenshot on failure shows the page as it failed.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.cjs',
    url: `${baseURL}/api/health`,
    // api, worker and projections read QUEUE_PREFIX (start.cjs passes its environment on). The demo
    // customers check out dozens of times per run, beyond a customer's daily upload quota (tested
    // with its own limits in upload-quota.int.spec.ts).
    env: { QUEUE_PREFIX: queuePrefix, UPLOAD_DAILY_MAX_FILES: '100000', UPLOAD_DAILY_MAX_BYTES: String(1024 ** 4) },
    // npm test starts its own app on its own port and database; locally a running app is reused.
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
