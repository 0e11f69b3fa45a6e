import { defineConfig } from '@playwright/test';
import { BASE_URL, OUTPUT_DIR } from './e2e/support/users';

/**
 * End-to-end tests in Debian's Chromium (CI cannot download Playwright's own browser builds).
 * The server under test is started fresh by scripts/e2e-server.mjs: its own data directory,
 * port 3100 and a known administrator.
 *
 * Two workers share that server, each running whole spec files in order (fullyParallel off). The specs do not
 * depend on what else is in the bank: each test registers its own customers, finds its own rows by their e-mail,
 * reference or id, and the back office's shared queues are only compared above their rows (routes.spec.ts).
 * The seeded administrator's authenticator codes are taken under a lock the workers share (support/code-steps.ts).
 */
const baseURL = BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Baselines without the platform suffix: local runs and CI use the same Debian Chromium and fonts.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  outputDir: OUTPUT_DIR,
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
