import { defineConfig } from 'vitest/config';

/** Unit and property tests run in Node; browser tests drive real Chromium through Playwright. */
export default defineConfig({
  test: {
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
          fileParallelism: false,
          globalSetup: ['test/browser/globalSetup.ts'],
        },
      },
    ],
  },
});
