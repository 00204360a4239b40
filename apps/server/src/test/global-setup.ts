import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar), loaded by each test file instead of a fresh initdb. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await PGlite.create();
  await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS_DIR });
  const image = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(os.tmpdir(), `kiln-test-db-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return async () => {
    await rm(file, { force: true });
  };
}
