import type { Integrations } from '@kiln/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project } from '../db/schema';

/** How often a change is tried again when another one landed between its read and its write. */
const MAX_ATTEMPTS = 5;

/**
 * Changes a project's integrations as one step: `change` sees what is stored and answers what should
 * be (or throws to refuse). The write only lands on the value `change` saw, so two owners' tabs
 * connecting Supabase and Firebase at once cannot both win the one-database rule.
 */
export async function changeIntegrations(
  db: Db,
  projectId: string,
  change: (current: Integrations) => Integrations,
): Promise<Integrations> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .select({ integrations: project.integrations })
      .from(project)
      .where(eq(project.id, projectId));
    if (!row) throw new Error(`project ${projectId} vanished while its integrations changed`);
    const next = change(row.integrations);
    const written = await db
      .update(project)
      .set({ integrations: next, updatedAt: new Date() })
      .where(and(eq(project.id, projectId), eq(project.integrations, row.integrations)))
      .returning({ id: project.id });
    if (written.length > 0) return next;
  }
  throw new Error(`project ${projectId}: its integrations kept changing under this change`);
}
