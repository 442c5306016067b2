import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      // Pure web modules only (no DOM, no @/ alias): the browser tests cover the rest.
      'apps/web/src/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    // Says which tests this machine skips (no PostgreSQL or Redis configured).
    globalSetup: ['apps/api/src/test/announce-skips.ts'],
    // A console.error during a test fails it.
    setupFiles: ['apps/api/src/test/fail-on-console-error.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
