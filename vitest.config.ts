import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `expect.poll` waits for something a browser, a socket or a run does: a second by default is too
// short on a loaded CI machine (the suite runs files side by side on two cores).
const expect = { poll: { timeout: 10_000 } };

/**
 * The server's test files that run a Kiln server on a database (they import `test/test-app`, directly
 * or through a testing helper): with Debian's PostgreSQL installed they run a second time against a
 * real PostgreSQL server (issue 19 §1). `KILN_TEST_POSTGRES=0` leaves that run out; `.ci/run`
 * installs the package so CI always has it.
 */
/** A test file's marker: what it tests does not depend on the database engine (it runs on PGlite only). */
const DATABASE_NEUTRAL = '@kiln-test database-neutral';

function databaseTestFiles(): string[] {
  // Where Debian's `postgresql` puts its servers (`test/engines/postgres.ts` starts the newest).
  const isInstalled = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (process.env.KILN_TEST_POSTGRES === '0' || !isInstalled) return [];
  const usesTestApp = (file: string, depth: number): boolean => {
    const source = readFileSync(file, 'utf8');
    // A test that starts its own engines (the scale-out tests) runs once, in `server`, and so does one
    // marked as not depending on the database engine (builds and renders through the API).
    if (source.includes("test/engines/postgres'") || source.includes(DATABASE_NEUTRAL)) return false;
    if (source.includes("test/test-app'")) return true;
    if (depth === 0) return false;
    return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, target]) => {
      const resolved = path.join(path.dirname(file), `${target}.ts`);
      return existsSync(resolved) && usesTestApp(resolved, depth - 1);
    });
  };
  // Paths from the repository root (vitest may be started from any folder in it).
  const root = import.meta.dirname;
  return readdirSync(path.join(root, 'apps/server/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('apps/server/src', file))
    .filter((file) => usesTestApp(path.join(root, file), 1));
}

const server = {
  expect,
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 300_000,
};
const postgresFiles = databaseTestFiles();

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
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], ...server } },
      ...(postgresFiles.length > 0
        ? [{ test: { name: 'server-postgres', include: postgresFiles, ...server } }]
        : []),
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
