import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { type ProductEventRow, productEvent } from '../db/schema';

/** The product events Kiln records (seed 000 §7: "fork, deploy, share, export and similar actions"). */
export type ProductEventName = 'fork' | 'duplicate' | 'share' | 'export' | 'cli_pull' | 'import';

export interface NewProductEvent {
  name: ProductEventName;
  userId: string | null;
  projectId: string | null;
  properties?: Record<string, string>;
}

export async function recordProductEvent(db: Db, event: NewProductEvent): Promise<void> {
  await db.insert(productEvent).values({
    id: newId(),
    name: event.name,
    userId: event.userId,
    projectId: event.projectId,
    properties: event.properties ?? {},
  });
}

/** The events of one project, newest first (operators read these; tests check them). */
export function listProductEvents(
  db: Db,
  projectId: string,
  name?: ProductEventName,
): Promise<ProductEventRow[]> {
  const where = name
    ? and(eq(productEvent.projectId, projectId), eq(productEvent.name, name))
    : eq(productEvent.projectId, projectId);
  return db.select().from(productEvent).where(where).orderBy(desc(productEvent.createdAt));
}
