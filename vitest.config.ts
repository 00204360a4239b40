import { defineConfig } from 'vitest/config';

// `expect.poll` waits for something a browser, a socket or a run does: a second by default is too
// short on a loaded CI machine (the suite runs files side by side on two cores).
const expect = { poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/**/src/**/*.test.ts'],
          expect,
          // A project does not inherit the root's timeouts: the preview bridge's Chromium tests need them.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          expect,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          expect,
        },
      },
    ],
  },
});
