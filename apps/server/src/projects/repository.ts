import { emptyIntegrations, emptyIntentMessages, GENERATING_NAME, type Platform } from '@kiln/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { chatMessage, type ProjectRow, project, user } from '../db/schema';

export interface ProjectWithOwner {
  project: ProjectRow;
  ownerEmail: string;
}

export interface NewProject {
  /** An id reserved ahead (a spare project's); a new one otherwise. */
  id?: string;
  ownerId: string;
  prompt: string;
  platform: Platform;
  subdomain: string;
}

/** Stores the project and its prompt as the first user message in one transaction. */
export async function insertProject(
  db: Db,
  input: NewProject,
): Promise<{ project: ProjectRow; promptMessageId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(project)
      .values({
        id: input.id ?? newId(),
        ownerId: input.ownerId,
        name: GENERATING_NAME,
        platform: input.platform,
        subdomain: input.subdomain,
        integrations: emptyIntegrations(),
        hasSentIntentMessage: emptyIntentMessages(),
      })
      .returning();
    if (!row) throw new Error('project insert returned nothing');
    const promptMessageId = newId();
    await tx.insert(chatMessage).values({
      id: promptMessageId,
      projectId: row.id,
      role: 'user',
      content: input.prompt,
      mode: 'build',
    });
    return { project: row, promptMessageId };
  });
}

export async function subdomainTaken(db: Db, subdomain: string): Promise<boolean> {
  const rows = await db
    .select({ id: project.id })
    .from(project)
    .where(eq(project.subdomain, subdomain))
    .limit(1);
  return rows.length > 0;
}

export async function findProjectWithOwner(db: Db, id: string): Promise<ProjectWithOwner | undefined> {
  const [row] = await db
    .select({ project, ownerEmail: user.email })
    .from(project)
    .innerJoin(user, eq(user.id, project.ownerId))
    .where(eq(project.id, id))
    .limit(1);
  return row;
}

export function listProjectsByOwner(db: Db, ownerId: string, favouritesOnly: boolean): Promise<ProjectRow[]> {
  const where = favouritesOnly
    ? and(eq(project.ownerId, ownerId), eq(project.favourite, true))
    : eq(project.ownerId, ownerId);
  return db.select().from(project).where(where).orderBy(desc(project.updatedAt));
}

export type ProjectPatch = Partial<
  Pick<ProjectRow, 'name' | 'favourite' | 'isPrivate' | 'previewSecret' | 'knowledgeBase'>
>;

export async function updateProject(db: Db, id: string, patch: ProjectPatch): Promise<ProjectRow> {
  const [row] = await db
    .update(project)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(project.id, id))
    .returning();
  if (!row) throw new Error(`project ${id} vanished during update`);
  return row;
}

/** Sets the generated name only while the project still carries the placeholder name. */
export async function setGeneratedName(db: Db, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(project)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(project.id, id), eq(project.name, GENERATING_NAME)))
    .returning({ id: project.id });
  return rows.length > 0;
}

export async function firstUserPrompt(db: Db, projectId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ content: chatMessage.content })
    .from(chatMessage)
    .where(and(eq(chatMessage.projectId, projectId), eq(chatMessage.role, 'user')))
    .orderBy(chatMessage.seq)
    .limit(1);
  return row?.content;
}

export async function deleteProjectRow(db: Db, id: string): Promise<void> {
  await db.delete(project).where(eq(project.id, id));
}

export async function findProjectBySubdomain(db: Db, subdomain: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(project).where(eq(project.subdomain, subdomain)).limit(1);
  return row;
}

export type ProjectStatePatch = Partial<
  Pick<ProjectRow, 'phase' | 'subPhase' | 'errorCount' | 'currentCommitHash' | 'isGeneration' | 'draftBuild'>
>;

/** Run state (phase, current commit): changes the project without marking it edited by the user. */
export async function setProjectState(db: Db, id: string, patch: ProjectStatePatch): Promise<void> {
  await db.update(project).set(patch).where(eq(project.id, id));
}
