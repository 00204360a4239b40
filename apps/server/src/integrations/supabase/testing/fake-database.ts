import { PGlite } from '@electric-sql/pglite';

/**
 * A Supabase project's database for the fake: a real Postgres (PGlite) with the parts of Supabase a
 * migration leans on — the `auth` schema with `auth.users` and `auth.uid()`, and the `anon`,
 * `authenticated` and `service_role` roles policies name.
 */
export class FakeDatabases {
  private readonly databases = new Map<string, Promise<PGlite>>();

  /** The database of a project (by ref, or a self-hosted instance's name), created on first use. */
  of(name: string): Promise<PGlite> {
    let database = this.databases.get(name);
    if (!database) {
      database = createDatabase();
      this.databases.set(name, database);
    }
    return database;
  }

  /** Runs a query as Supabase's endpoints do: the rows of its last statement, or Postgres's error. */
  async query(
    name: string,
    sql: string,
  ): Promise<{ ok: true; rows: unknown[] } | { ok: false; message: string }> {
    try {
      const results = await (await this.of(name)).exec(sql);
      return { ok: true, rows: results.at(-1)?.rows ?? [] };
    } catch (err) {
      return { ok: false, message: (err as Error).message };
    }
  }

  async close(): Promise<void> {
    const all = await Promise.allSettled(this.databases.values());
    await Promise.all(all.map((db) => (db.status === 'fulfilled' ? db.value.close() : undefined)));
    this.databases.clear();
  }
}

async function createDatabase(): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(`
    create role anon nologin;
    create role authenticated nologin;
    create role service_role nologin bypassrls;
    create schema auth;
    create table auth.users (id uuid primary key, email text);
    create function auth.uid() returns uuid language sql stable
      as $$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $$;
  `);
  return db;
}
