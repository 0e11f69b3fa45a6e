import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the CPUs: a single file at a time on CI's 2-core machine. The
    // files spend much of their time waiting on PostgreSQL (each has a database of its own), so at least two run
    // side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // As the Playwright suite does: on CI's shared, busy machine a test that fails once is run once more,
    // and Vitest reports it as flaky, so a load-dependent failure is seen without sinking the run.
    retry: process.env.CI ? 1 : 0,
  },
});
