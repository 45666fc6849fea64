import { defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL or TEST_CLICKHOUSE_URL set (CI sets both), the server suites run a second
// time on PostgreSQL and ClickHouse as the `server-external` project.
const external = Boolean(process.env.TEST_DATABASE_URL || process.env.TEST_CLICKHOUSE_URL);

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      // Checks of the repository's own tooling (the lint boundaries), in Node.
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      ...(external
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server-external', env: { PRISM_TEST_EXTERNAL: '1' } },
            },
          ]
        : []),
    ],
  },
});
