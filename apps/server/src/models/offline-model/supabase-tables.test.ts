import { RECIPE_IDS, recipeMigration } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { migrationProblems } from '../../integrations/supabase/migration-rules';
import { FakeDatabases } from '../../integrations/supabase/testing/fake-database';

describe("the recipes' Supabase tables", () => {
  const migrations = RECIPE_IDS.flatMap((recipe) => {
    const migration = recipeMigration(recipe);
    return migration ? [[recipe, migration] as const] : [];
  });

  it('exist for the recipes that keep data', () => {
    expect(migrations.map(([recipe]) => recipe).sort()).toEqual(['event', 'fitness', 'store', 'todo']);
  });

  it.each(migrations)(
    '%s: follows the row-level-security rule and runs on Postgres',
    { timeout: 60_000 },
    async (recipe, migration) => {
      expect(migrationProblems(migration.sql)).toEqual([]);
      const databases = new FakeDatabases();
      try {
        const ran = await databases.query(recipe, migration.sql);
        expect(ran).toEqual({ ok: true, rows: [] });
        const secured = await databases.query(
          recipe,
          `select tablename, rowsecurity from pg_tables where schemaname = 'public' order by tablename`,
        );
        expect(secured).toEqual({
          ok: true,
          rows: migration.tables.map((tablename) => ({ tablename, rowsecurity: true })),
        });
      } finally {
        await databases.close();
      }
    },
  );
});
