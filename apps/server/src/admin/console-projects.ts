import type { AdminProject } from '@kiln/contracts';
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { project, user } from '../db/schema';
import { AppError } from '../http/errors';
import { type Actor, recordAction } from './audit';
import { likePattern } from './console-users';

const COLUMNS = {
  id: project.id,
  name: project.name,
  subdomain: project.subdomain,
  ownerEmail: user.email,
  isPrivate: project.isPrivate,
  prodLink: project.prodLink,
  deployedCommitHash: project.deployedCommitHash,
  takenDownAt: project.takenDownAt,
  takedownReason: project.takedownReason,
  createdAt: project.createdAt,
  updatedAt: project.updatedAt,
};

function select(db: Db) {
  return db.select(COLUMNS).from(project).innerJoin(user, eq(user.id, project.ownerId));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function present(row: Row): AdminProject {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    ownerEmail: row.ownerEmail,
    isPrivate: row.isPrivate,
    prodLink: row.deployedCommitHash ? row.prodLink : null,
    takenDownAt: row.takenDownAt?.toISOString() ?? null,
    takedownReason: row.takedownReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Projects by name, subdomain or owner email, last edited first. */
export async function listProjects(db: Db, query: string | undefined): Promise<AdminProject[]> {
  const pattern = query ? likePattern(query) : null;
  const rows = await select(db)
    .where(
      pattern
        ? or(ilike(project.name, pattern), ilike(project.subdomain, pattern), ilike(user.email, pattern))
        : undefined,
    )
    .orderBy(desc(project.updatedAt))
    .limit(200);
  return rows.map(present);
}

async function findOne(db: Db, projectId: string): Promise<AdminProject> {
  const [row] = await select(db).where(eq(project.id, projectId)).limit(1);
  if (!row) throw AppError.notFound();
  return present(row);
}

/**
 * Takes a deployed site down for abuse (issue 20 §3): its address answers a notice instead, its owner
 * sees the reason and cannot deploy it again until an operator restores it. Nothing is deleted.
 */
export async function setTakedown(
  db: Db,
  admin: Actor,
  projectId: string,
  reason: string | null,
): Promise<AdminProject> {
  const before = await findOne(db, projectId);
  await db
    .update(project)
    .set(
      reason
        ? { takenDownAt: new Date(), takedownReason: reason }
        : { takenDownAt: null, takedownReason: null },
    )
    .where(eq(project.id, projectId));
  await recordAction(
    db,
    admin,
    reason ? 'take-site-down' : 'restore-site',
    { type: 'project', id: projectId },
    {
      subdomain: before.subdomain,
      owner: before.ownerEmail,
      ...(reason ? { reason } : {}),
    },
  );
  return findOne(db, projectId);
}
