import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CustomDomainRow, customDomain, project } from '../db/schema';

export function findDomainByProject(db: Db, projectId: string): Promise<CustomDomainRow | undefined> {
  return db.query.customDomain.findFirst({ where: (d, { eq }) => eq(d.projectId, projectId) });
}

export function findDomainByHostname(db: Db, hostname: string): Promise<CustomDomainRow | undefined> {
  return db.query.customDomain.findFirst({ where: (d, { eq }) => eq(d.hostname, hostname) });
}

/** The subdomain of the project an Active custom domain serves. */
export async function findActiveDomainSite(db: Db, hostname: string): Promise<string | undefined> {
  const [row] = await db
    .select({ subdomain: project.subdomain })
    .from(customDomain)
    .innerJoin(project, eq(project.id, customDomain.projectId))
    .where(and(eq(customDomain.hostname, hostname), eq(customDomain.status, 'Active')))
    .limit(1);
  return row?.subdomain;
}

export function listDomains(db: Db): Promise<CustomDomainRow[]> {
  return db.select().from(customDomain);
}

/** Replaces the project's domain (one per project) and mirrors its hostname on the project. */
export async function replaceDomain(db: Db, row: Omit<CustomDomainRow, 'createdAt' | 'checkedAt'>) {
  return db.transaction(async (tx) => {
    await tx.delete(customDomain).where(eq(customDomain.projectId, row.projectId));
    const [inserted] = await tx.insert(customDomain).values(row).returning();
    await tx.update(project).set({ customDomain: row.hostname }).where(eq(project.id, row.projectId));
    return inserted as CustomDomainRow;
  });
}

export async function saveCheck(
  db: Db,
  id: string,
  patch: Pick<CustomDomainRow, 'status' | 'recordStatus'>,
): Promise<CustomDomainRow | undefined> {
  const [row] = await db
    .update(customDomain)
    .set({ ...patch, checkedAt: new Date() })
    .where(eq(customDomain.id, id))
    .returning();
  return row;
}

export async function deleteDomain(db: Db, projectId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(customDomain).where(eq(customDomain.projectId, projectId)).returning();
    await tx.update(project).set({ customDomain: null }).where(eq(project.id, projectId));
    return removed.length > 0;
  });
}
