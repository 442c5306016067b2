import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's import alias (apps/web/vite.config.ts).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      // Web modules and components (rendered to markup, no DOM); the browser tests cover pages.
      'apps/web/src/**/*.test.{ts,tsx}',
      'tools/**/*.test.ts',
    ],
    // Says which tests this machine skips (no PostgreSQL or Redis configured); makes the migrated
    // databases every API test file starts from, and the build the server processes run.
    globalSetup: [
      'apps/api/src/test/announce-skips.ts',
      'apps/api/src/test/database-images.ts',
      'apps/api/src/test/server-build.ts',
    ],
    // A console.error during a test fails it.
    setupFiles: ['apps/api/src/test/fail-on-console-error.ts'],
    pool: 'forks',
    // One test process per core (vitest's default leaves one core idle), and the files of a
    // process share its loaded modules instead of importing the app anew for each file: the run
    // takes a third of the time. So a test file must undo what it changes globally (fake timers,
    // stubbed globals: `unstubGlobals` below does the latter).
    maxWorkers: availableParallelism(),
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
