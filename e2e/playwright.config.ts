import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';

/** 8181 unless E2E_PORT says otherwise (several suites may run side by side on one machine). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The built portal on the real server, on fresh embedded stores seeded with a small demo dataset
    // (the server seeds an empty DATA_DIR just after it listens; readyz answers 503 until that is done).
    command: 'npx tsx e2e/support/serve-fresh.ts',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_EVENTS: '20000',
      SEED_DAYS: '7',
      // Enough feedback for the Voice of Customer pages, without slowing the server's start.
      SEED_FEEDBACK: '3000',
      // Every spec signs in from one address, at times about once a second: the default of 60 a
      // minute would make a busy stretch of the suite flaky. The limit's own tests are server tests.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '600',
    },
  },
});
