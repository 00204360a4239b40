import { emptyIntegrations, emptyIntentMessages } from '@kiln/contracts';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { chatMessage, type ProjectRow, project, projectVersion } from '../db/schema';

export type ImportedProject = {
  id: string;
  ownerId: string;
  name: string;
  subdomain: string;
  commitHash: string;
  commitMessage: string;
  /** What the owner asked (the import's source), then Kiln's account of what it found. */
  request: string;
  account: string;
};

/**
 * An imported project with its first version (building) and its chat's first exchange, in one
 * transaction: the project never exists without them.
 */
export async function insertImportedProject(db: Db, input: ImportedProject): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(project)
      .values({
        id: input.id,
        ownerId: input.ownerId,
        name: input.name,
        platform: 'web',
        subdomain: input.subdomain,
        phase: 'INSTALL_DEPENDENCIES',
        // The imported commit is the project's version from the start, built or not: a build that
        // fails is fixed by an edit of it, never by starting over from the template.
        currentCommitHash: input.commitHash,
        integrations: emptyIntegrations(),
        hasSentIntentMessage: emptyIntentMessages(),
      })
      .returning();
    if (!row) throw new Error('project insert returned nothing');
    await tx.insert(projectVersion).values({
      id: newId(),
      projectId: input.id,
      commitHash: input.commitHash,
      message: input.commitMessage,
    });
    // The request first, then the account (ordered by time, then id: the second is a moment later).
    const now = Date.now();
    await tx.insert(chatMessage).values([
      {
        id: newId(),
        projectId: input.id,
        role: 'user',
        content: input.request,
        mode: 'chat',
        createdAt: new Date(now),
      },
      {
        id: newId(),
        projectId: input.id,
        role: 'assistant',
        content: input.account,
        commitHash: input.commitHash,
        commitMessage: input.commitMessage,
        createdAt: new Date(now + 1),
      },
    ]);
    return row;
  });
}
