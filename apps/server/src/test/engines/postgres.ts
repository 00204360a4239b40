import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for the test suite and the scale
 * bench (issue 19 §1): its own cluster in a temporary directory, on loopback, tuned for tests
 * (no fsync). `initdb` refuses to run as root, and CI runs as root, so there it runs as the package's
 * `postgres` user.
 */
export interface LocalPostgres {
  /** `postgres://kiln@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's `bin` directory, or null when the package is not installed. */
export function postgresBin(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(ROOT, versions[0], 'bin') : null;
}

/** As the `postgres` user when this process is root (initdb and postgres refuse root). */
function asServerUser(file: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function runAs(file: string, args: string[], cwd: string) {
  const [command, commandArgs] = asServerUser(file, args);
  return run(command, commandArgs, { cwd, env: { ...process.env, LC_ALL: 'C' } });
}

export async function startPostgres({ maxConnections = 300 } = {}): Promise<LocalPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  await runAs(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'kiln', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    dir,
  );
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  await runAs(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'],
    dir,
  );
  const urlOf = (database: string) => `postgres://kiln@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    stop: async () => {
      await runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], dir).catch(
        () => {},
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
