import { partMarkup } from '@kiln/contracts';
import { findMessage, updateMessage } from '../chat/repository';
import type { Db } from '../db/client';
import { recordMigrations } from '../integrations/supabase/migrations';
import { nameFromPrompt } from '../projects/naming';
import { setGeneratedName } from '../projects/repository';
import type { PendingCommit } from './check-turn';
import type { MessageStream } from './message-stream';
import { forgetStoredDrafts } from './preview-draft';
import type { RunEvent, RunState } from './run-state';
import type { RunControllerDeps, RunRequest } from './run-types';
import { type TurnOutput, unlisted } from './turn';

export type FinishInput = {
  request: RunRequest;
  outputs: TurnOutput[];
  stream: MessageStream;
  current: () => RunState;
  apply: (event: RunEvent) => Promise<void>;
  stagingDir: string;
  /** What the passing check step left: the version's message and its commit, if written ahead. */
  commit: PendingCommit | null;
};

/** The version's message: the model's last commit message, else the first line of the user's. */
export async function commitMessage(
  db: Db,
  request: Pick<RunRequest, 'userMessageId'>,
  outputs: readonly TurnOutput[],
): Promise<string> {
  const fromModel = outputs.findLast((o) => o.record.commitMessage)?.record.commitMessage;
  if (fromModel) return fromModel;
  const userMessage = await findMessage(db, request.userMessageId);
  return userMessage?.content.split('\n')[0]?.slice(0, 72) || 'Update the app';
}

/**
 * The end of a run whose checks passed: the turns' name, file list, nudges and suggestions go into
 * the reply; the checked build becomes the new version, made current; suggestions go to the owner.
 */
export async function finishRun(
  deps: Pick<RunControllerDeps, 'ctx' | 'engine' | 'realtime'>,
  { request, outputs, stream, current, apply, stagingDir, commit: pending }: FinishInput,
): Promise<void> {
  const { ctx, realtime } = deps;
  const records = outputs.map((o) => o.record);
  const name = records.find((r) => r.projectName)?.projectName;
  if (name) await setGeneratedName(ctx.db, request.projectId, name);
  // The files the turns listed as they landed are not listed again.
  const files = unlisted(
    [...new Map(records.flatMap((r) => [...r.files.entries()])).values()],
    stream.listedFiles,
  );
  if (files.length > 0) stream.append(partMarkup({ type: 'file_changes', files }));
  for (const subtype of new Set(records.flatMap((r) => [...r.nudges]))) {
    stream.append(partMarkup({ type: 'integration_nudge', subtype }));
  }
  const suggestions = records.findLast((r) => r.suggestions.length > 0)?.suggestions ?? [];
  if (suggestions.length > 0) stream.append(partMarkup({ type: 'suggestions', items: suggestions }));

  if (current().phase === 'RUN_LLM_EDIT') {
    await apply({ type: 'PHASE_DONE' }); // → BUILD_PROJECT: the checked build becomes the version's
    const message = pending?.message ?? (await commitMessage(ctx.db, request, outputs));
    const commit = await deps.engine.publishStaged(
      request.projectId,
      message,
      stagingDir,
      pending?.prepared ?? null,
      pending?.screenshot ?? null,
    );
    await apply({ type: 'PHASE_DONE' }); // → UPLOAD_LATEST_CODE
    if (commit) {
      await updateMessage(ctx.db, request.assistantMessageId, {
        commitHash: commit.hash,
        commitMessage: commit.message,
      });
      await deps.engine.makeCurrent(request.projectId, commit.hash, request.navigationUrl);
      await forgetStoredDrafts(ctx.mirror, request.projectId);
    }
    // The version holds the migrations' files; the database waits for the owner's approval.
    const migrations = await recordMigrations(ctx.db, {
      projectId: request.projectId,
      messageId: request.assistantMessageId,
      migrations: records.flatMap((r) => r.migrations),
    });
    for (const migration of migrations) stream.append(partMarkup({ type: 'migration', ...migration }));
    if (migrations.length > 0)
      realtime.emitToOwners(request.projectId, 'edit:complete:migrations', { migrations });
    await apply({ type: 'PHASE_DONE' }); // → COMPLETE
  }
  if (suggestions.length > 0 && current().phase !== 'FAILED') {
    realtime.emitToOwners(request.projectId, 'suggestions:update', {
      lastAssistantMessageId: request.assistantMessageId,
      suggestions: suggestions.map((text, i) => ({ _id: `${request.assistantMessageId}-${i}`, text })),
    });
  }
}

/** A first run that gave no name (or failed) still leaves "Generating" behind. */
export async function ensureName(db: Db, request: RunRequest): Promise<void> {
  const prompt = await findMessage(db, request.userMessageId);
  if (prompt) await setGeneratedName(db, request.projectId, nameFromPrompt(prompt.content));
}
