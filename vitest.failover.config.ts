import { defineConfig } from 'vitest/config';

// `npm run test:failover` (scripts/test-failover.mjs): the failover test on a pg_auto_failover formation of
// the installed PostgreSQL, apart from `npm run test:unit` because it needs Debian's packages (.ci/run installs them).
export default defineConfig({
  test: {
    include: ['src/**/*.failover.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
