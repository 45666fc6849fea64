import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite and DuckDB are heavy to start; files run in parallel processes, tests in a file in order.
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
