import { type Migration, partMarkup } from '@kiln/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DatabaseMigrationRow, databaseMigration } from '../../db/schema';
import type { WrittenMigration } from '../../pipeline/ai-tools';

/** As the card and the socket events carry it. */
export function presentMigration(
  row: Pick<DatabaseMigrationRow, 'id' | 'name' | 'sql' | 'status' | 'error'>,
): Migration {
  return {
    id: row.id,
    name: row.name,
    sql: row.sql,
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
  };
}

const MIGRATION_PART = /<kiln-part>(\{"type":"migration".*?)<\/kiln-part>/g;

/**
 * A reply's migration cards as the database has them now: the part was written `pending` when the
 * run finished; an approval since changed its status (and maybe gave an error).
 */
export function withMigrationStatuses(
  content: string,
  rows: ReadonlyMap<string, DatabaseMigrationRow>,
): string {
  return content.replace(MIGRATION_PART, (whole, json: string) => {
    try {
      const row = rows.get((JSON.parse(json) as { id?: unknown }).id as string);
      return row ? partMarkup({ type: 'migration', ...presentMigration(row) }) : whole;
    } catch {
      return whole;
    }
  });
}

/** The migrations a finished run wrote, kept pending until the owner approves them. */
export async function recordMigrations(
  db: Db,
  input: { projectId: string; messageId: string; migrations: readonly WrittenMigration[] },
): Promise<Migration[]> {
  if (input.migrations.length === 0) return [];
  const rows = await db
    .insert(databaseMigration)
    .values(
      input.migrations.map((migration) => ({
        id: migration.id,
        projectId: input.projectId,
        messageId: input.messageId,
        name: migration.name,
        path: migration.path,
        sql: migration.sql,
      })),
    )
    .returning();
  return rows.map(presentMigration);
}

export async function findMigration(
  db: Db,
  projectId: string,
  migrationId: string,
): Promise<DatabaseMigrationRow | undefined> {
  const [row] = await db
    .select()
    .from(databaseMigration)
    .where(and(eq(databaseMigration.projectId, projectId), eq(databaseMigration.id, migrationId)))
    .limit(1);
  return row;
}

/** Every migration of a project by id, for the history's cards. */
export async function migrationStatuses(
  db: Db,
  projectId: string,
): Promise<Map<string, DatabaseMigrationRow>> {
  const rows = await db.select().from(databaseMigration).where(eq(databaseMigration.projectId, projectId));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The outcome of an approval: applied, or failed with Postgres's (or the rule's) words. */
export async function settleMigration(
  db: Db,
  migrationId: string,
  refusal: string | null,
): Promise<DatabaseMigrationRow> {
  const [row] = await db
    .update(databaseMigration)
    .set(
      refusal
        ? { status: 'failed', error: refusal, updatedAt: new Date() }
        : { status: 'applied', error: null, appliedAt: new Date(), updatedAt: new Date() },
    )
    .where(eq(databaseMigration.id, migrationId))
    .returning();
  if (!row) throw new Error(`migration ${migrationId} vanished`);
  return row;
}
