import { type ProjectSecret, RESERVED_SECRET_NAMES } from '@kiln/contracts';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ProjectSecretRow, projectSecret } from '../db/schema';
import { lastFour, type SecretBox } from './secret-box';

export function presentSecret(row: ProjectSecretRow): ProjectSecret {
  return { name: row.name, last4: row.last4, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The secrets a project's app uses, sealed with the instance's secrets key. Nothing here hands a
 * value out: they are listed by name and last four characters; the server reads one only where an
 * integration sends it to its own service.
 */
export class ProjectSecrets {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /** The project's secrets by name, Kiln's reserved ones (seed 000 §5) left out. */
  async list(projectId: string): Promise<ProjectSecret[]> {
    const rows = await this.db
      .select()
      .from(projectSecret)
      .where(
        and(
          eq(projectSecret.projectId, projectId),
          notInArray(projectSecret.name, [...RESERVED_SECRET_NAMES]),
        ),
      )
      .orderBy(asc(projectSecret.name));
    return rows.map(presentSecret);
  }

  async set(projectId: string, name: string, value: string): Promise<ProjectSecret> {
    const sealed = { valueEnc: this.box.seal(value), last4: lastFour(value), updatedAt: new Date() };
    const [row] = await this.db
      .insert(projectSecret)
      .values({ projectId, name, ...sealed })
      .onConflictDoUpdate({ target: [projectSecret.projectId, projectSecret.name], set: sealed })
      .returning();
    if (!row) throw new Error(`secret ${name} of ${projectId} was not stored`);
    return presentSecret(row);
  }

  /**
   * One value in the clear, for the server to send to the integration's own service (a self-hosted
   * Supabase's service role key to its database). Never to a client, a model or a log.
   */
  async reveal(projectId: string, name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ valueEnc: projectSecret.valueEnc })
      .from(projectSecret)
      .where(and(eq(projectSecret.projectId, projectId), eq(projectSecret.name, name)))
      .limit(1);
    return row ? this.box.open(row.valueEnc) : null;
  }

  /** False when the project has no secret of that name. */
  async remove(projectId: string, name: string): Promise<boolean> {
    const removed = await this.db
      .delete(projectSecret)
      .where(and(eq(projectSecret.projectId, projectId), eq(projectSecret.name, name)))
      .returning({ name: projectSecret.name });
    return removed.length > 0;
  }
}
