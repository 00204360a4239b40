import type { LanguageModelV3 } from '@ai-sdk/provider';
import { SUPABASE_CLIENT_PATH, type ToolName } from '@kiln/contracts';
import type { ModelMessage } from 'ai';
import type { BaseContext } from '../context';
import type { RepoStore } from '../git/repo-store';
import { setGeneratedName } from '../projects/repository';
import { recordUsage } from '../usage/repository';
import type { MessageStream } from './message-stream';
import { readProjectStack } from './project-stack';
import type { RunRequest } from './run-types';
import { buildSystemPrompt } from './system-prompt';
import { ProjectWorkspace } from './tools/workspace';
import { runTurn, type TurnOutput } from './turn';

export interface ModelTurnInput {
  model: LanguageModelV3;
  /** Null in chat mode: the model answers without tools. */
  workspace: ProjectWorkspace | null;
  messages: ModelMessage[];
  stream: MessageStream;
  signal: AbortSignal;
  /** The project's files for the system prompt, when known before the workspace is ready. */
  files?: string[];
}

/**
 * One model turn of a run: the system prompt over the project's file list, the tool loop streaming
 * into the reply, the name the model gives, and the tokens it used, recorded.
 */
export async function modelTurn(
  ctx: BaseContext & { repos: RepoStore },
  request: RunRequest,
  { model, workspace, messages, stream, signal, files: knownFiles }: ModelTurnInput,
  onWrite: (tool: ToolName) => Promise<void>,
): Promise<TurnOutput> {
  // Chat mode gets no tools, but still sees the file list to answer questions about the app.
  const files =
    knownFiles ?? (await (workspace ?? new ProjectWorkspace(ctx.repos.dir(request.projectId))).listFiles());
  const system = buildSystemPrompt({
    mode: workspace ? 'build' : 'chat',
    files,
    knowledgeBase: request.knowledgeBase,
    isFirstPrompt: request.kind === 'first',
    isComponentProject: request.platform === 'component',
    stack: await readProjectStack(ctx.repos.dir(request.projectId), files),
  });
  // What EXISTING_APP_NOTE says in the prompt, as a flag for the offline model.
  const existingApp = workspace !== null && request.kind !== 'first';
  // Stored in the order the tools ran, after the turn's own writes.
  let writes = Promise.resolve();
  const output = await runTurn({
    model,
    system,
    canWriteMigrations: files.includes(SUPABASE_CLIENT_PATH),
    existingApp,
    messages,
    workspace,
    signal,
    onMarkup: (markup) => stream.append(markup),
    listedFiles: stream.listedFiles,
    onWrite: (tool) => {
      writes = writes.then(() => onWrite(tool));
    },
    onProjectName: (name) => {
      writes = writes.then(async () => {
        await setGeneratedName(ctx.db, request.projectId, name);
      });
    },
  });
  await writes;
  await recordUsage(ctx.db, {
    userId: request.userId,
    projectId: request.projectId,
    model: request.modelId,
    promptTokens: output.promptTokens,
    completionTokens: output.completionTokens,
  });
  return output;
}
