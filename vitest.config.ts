import { defineConfig } from 'vitest/config';

/**
 * Unit and property tests run in Node; browser tests drive real Chromium through Playwright. Two files run at once,
 * browser files too: one browser file keeps about 1.3 of the 2 cores busy (SwiftShader's GPU process, the page,
 * Node), so two side by side finish sooner than one after the other (board and tutorial: 85 s instead of 130 s).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // A browser test that fails runs once more, and the report marks it "(retry x1)". In the first whole run
          // with two files side by side one phone test's page stopped answering until its time-out (no step failed;
          // seen again once in 15 runs of that file beside unit tests). A failure that comes back is still one.
          retry: 1,
          globalSetup: ['test/browser/globalSetup.ts'],
          setupFiles: ['test/browser/failures.ts'],
        },
      },
    ],
  },
});
