import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CustomDomainRow, customDomain, project } from '../db/schema';

export function findDomainByProject(db: Db, projectId: string): Promise<CustomDomainRow | undefined> {
  return db.query.customDomain.findFirst({ where: (d, { eq }) => eq(d.projectId, projectId) });
}

/** The Active claim of a hostname, if one project has proven it (pending claims do not count). */
export function findActiveDomainByHostname(db: Db, hostname: string): Promise<CustomDomainRow | undefined> {
  return db.query.customDomain.findFirst({
    where: (d, { and, eq }) => and(eq(d.hostname, hostname), eq(d.status, 'Active')),
  });
}

/**
 * The claim proved its records: it becomes Active and every other (pending) claim of the hostname
 * is dropped, their projects' domain cleared. The unique index on Active hostnames makes one winner
 * when two prove at once (the other's update fails).
 */
export async function activateClaim(
  db: Db,
  row: CustomDomainRow,
  recordStatus: CustomDomainRow['recordStatus'],
): Promise<CustomDomainRow | undefined> {
  return db.transaction(async (tx) => {
    const [active] = await tx
      .update(customDomain)
      .set({ status: 'Active', recordStatus, checkedAt: new Date() })
      .where(eq(customDomain.id, row.id))
      .returning();
    const losers = await tx
      .delete(customDomain)
      .where(and(eq(customDomain.hostname, row.hostname), ne(customDomain.id, row.id)))
      .returning({ projectId: customDomain.projectId });
    if (losers.length > 0) {
      await tx
        .update(project)
        .set({ customDomain: null })
        .where(
          inArray(
            project.id,
            losers.map((l) => l.projectId),
          ),
        );
    }
    return active;
  });
}

export function findDomainById(db: Db, id: string): Promise<CustomDomainRow | undefined> {
  return db.query.customDomain.findFirst({ where: (d, { eq }) => eq(d.id, id) });
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
