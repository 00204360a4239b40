import { emptyIntegrations, emptyIntentMessages } from '@kiln/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import {
  type ChatMessageRow,
  chatMessage,
  type ProjectRow,
  type ProjectVersionRow,
  project,
  projectVersion,
} from '../db/schema';

export interface ProjectCopy {
  id: string;
  ownerId: string;
  name: string;
  subdomain: string;
  isPrivate: boolean;
  source: ProjectRow;
  /** The source's versions, newest first (as listed). */
  versions: ProjectVersionRow[];
  /** The chat the copy continues (a duplicate's: its owner's own); none for a fork. */
  messages: ChatMessageRow[];
}

/** A project's finished chat messages, oldest first (one still streaming belongs to its run). */
export async function finishedMessages(db: Db, projectId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessage)
    .where(and(eq(chatMessage.projectId, projectId), ne(chatMessage.status, 'streaming')))
    .orderBy(asc(chatMessage.seq));
}

/**
 * The copy's row, its versions and the chat it continues in one transaction. It keeps what the code is (platform, current
 * commit, knowledge) and nothing that belongs to the source's owner: integrations, intent flags,
 * deploys, custom domain and repository link start empty.
 */
export async function insertProjectCopy(db: Db, copy: ProjectCopy): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(project)
      .values({
        id: copy.id,
        ownerId: copy.ownerId,
        name: copy.name,
        platform: copy.source.platform,
        subdomain: copy.subdomain,
        isPrivate: copy.isPrivate,
        phase: 'COMPLETE',
        currentCommitHash: copy.source.currentCommitHash,
        knowledgeBase: copy.source.knowledgeBase,
        currentNavigationUrl: copy.source.currentNavigationUrl,
        integrations: emptyIntegrations(),
        hasSentIntentMessage: emptyIntentMessages(),
      })
      .returning();
    if (!row) throw new Error('project copy insert returned nothing');
    if (copy.versions.length > 0) {
      // Stored oldest first, as they were made: versions made in the same second keep their order.
      await tx.insert(projectVersion).values(
        [...copy.versions].reverse().map((version) => ({
          id: newId(),
          projectId: copy.id,
          commitHash: version.commitHash,
          message: version.message,
          buildStatus: version.buildStatus,
          hasScreenshot: version.hasScreenshot,
          createdAt: version.createdAt,
        })),
      );
    }
    if (copy.messages.length > 0) {
      await tx.insert(chatMessage).values(
        // Without their `seq`: the copy's messages take new ones, in the order they are listed.
        copy.messages.map(({ seq: _seq, ...message }) => ({ ...message, id: newId(), projectId: copy.id })),
      );
    }
    return row;
  });
}
