import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../paths';
import { POSTGRES_PROJECT, startTemplateDatabase } from './engines/test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar), loaded by each test file instead of a fresh initdb. */
    pgliteImage: string;
    /**
     * In the `server-postgres` project: the URL of a real PostgreSQL server whose `kiln_template`
     * database is migrated; each test app gets a copy of it (issue 19 §1). Empty otherwise.
     */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await PGlite.create();
  await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS_DIR });
  const image = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(os.tmpdir(), `kiln-test-db-${process.pid}-${project.name}.tar`);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  const postgres = project.name === POSTGRES_PROJECT ? await startTemplateDatabase() : null;
  project.provide('postgresUrl', postgres?.url ?? '');
  return async () => {
    await postgres?.stop();
    await rm(file, { force: true });
  };
}
