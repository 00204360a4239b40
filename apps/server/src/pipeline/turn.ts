import type { LanguageModelV3 } from '@ai-sdk/provider';
import {
  type FileChange,
  kilnProviderOptions,
  partMarkup,
  type ToolName,
  thinkingEnd,
  thinkingStart,
} from '@kiln/contracts';
import { type ModelMessage, stepCountIs, streamText } from 'ai';
import { createTools, TurnRecord } from './ai-tools';
import { MarkupEscaper } from './markup-stream';
import type { ProjectWorkspace } from './tools/workspace';

/** Enough steps for read → write → answer, with room for a retry after a failed edit. */
const MAX_STEPS = 16;

export interface TurnInput {
  model: LanguageModelV3;
  system: string;
  messages: ModelMessage[];
  /** Null in chat mode: the model gets no tools. */
  workspace: ProjectWorkspace | null;
  signal: AbortSignal;
  /** Markup to append to the assistant message (thinking and text, escaped). */
  onMarkup(markup: string): void;
  onWrite(tool: ToolName): void;
  onProjectName?(name: string): void;
  /**
   * Paths the reply has already listed in a `file_changes` part (the run's, across its turns): each
   * changed file is listed once per reply. Without it, every change is listed as it lands.
   */
  listedFiles?: Set<string>;
  /** The app has Supabase's client: the model may write migrations. */
  canWriteMigrations?: boolean;
  /** A later build run: the project has its app (sent as the `kiln` provider option `existingApp`). */
  existingApp?: boolean;
}

export interface TurnOutput {
  record: TurnRecord;
  promptTokens: number;
  completionTokens: number;
  /** The model's final reply text (plain), for the conversation it continues. */
  text: string;
}

/** Providers report stream failures as plain `{ type, message }` objects; keep their message. */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return new Error(error.message);
  }
  return new Error(String(error));
}

/** The changes whose paths `listed` does not hold yet (first of each path), now marked as listed. */
export function unlisted(changes: readonly FileChange[], listed: Set<string> | undefined): FileChange[] {
  if (!listed) return [...changes];
  const fresh: FileChange[] = [];
  for (const change of changes) {
    if (listed.has(change.path)) continue;
    listed.add(change.path);
    fresh.push(change);
  }
  return fresh;
}

/** One assistant turn: the model streams thinking and text, calls tools on the workspace, and stops. */
export async function runTurn(input: TurnInput): Promise<TurnOutput> {
  const record = new TurnRecord();
  const tools = input.workspace
    ? createTools(
        input.workspace,
        record,
        { onWrite: input.onWrite, onProjectName: (name) => input.onProjectName?.(name) },
        { migrations: input.canWriteMigrations === true },
      )
    : undefined;
  const result = streamText({
    model: input.model,
    system: input.system,
    messages: input.messages,
    ...(tools ? { tools, stopWhen: stepCountIs(MAX_STEPS) } : {}),
    ...(input.existingApp ? { providerOptions: kilnProviderOptions({ existingApp: true }) } : {}),
    abortSignal: input.signal,
    maxRetries: 1,
    // Failures are read from the stream and reported by the run; nothing to log twice.
    onError: () => {},
  });

  const escaper = new MarkupEscaper();
  let isThinking = false;
  let text = '';
  let streamError: unknown = null;
  let changesShown = 0;
  for await (const part of result.fullStream) {
    switch (part.type) {
      case 'reasoning-start':
        if (!isThinking) input.onMarkup(thinkingStart());
        isThinking = true;
        break;
      case 'reasoning-delta':
        input.onMarkup(escaper.push(part.text));
        break;
      case 'reasoning-end':
        input.onMarkup(escaper.flush() + thinkingEnd());
        isThinking = false;
        break;
      case 'text-delta':
        text += part.text;
        input.onMarkup(escaper.push(part.text));
        break;
      case 'text-end':
        input.onMarkup(escaper.flush());
        break;
      case 'finish-step':
        // Separate the text of consecutive steps.
        if (text && !text.endsWith('\n')) {
          text += '\n\n';
          input.onMarkup('\n\n');
        }
        break;
      case 'tool-result':
        // The file a tool just wrote, as it happens: the workspace's 'Refining' pane names it. The
        // turn's whole list still comes at its end.
        if (!isThinking && record.changeLog.length > changesShown) {
          const files = unlisted(record.changeLog.slice(changesShown), input.listedFiles);
          changesShown = record.changeLog.length;
          if (files.length > 0) input.onMarkup(escaper.flush() + partMarkup({ type: 'file_changes', files }));
        }
        break;
      case 'error':
        streamError = part.error;
        break;
      default:
        break;
    }
  }
  if (isThinking) input.onMarkup(escaper.flush() + thinkingEnd());
  input.onMarkup(escaper.flush());
  if (streamError) throw toError(streamError);
  const usage = await result.totalUsage;
  return {
    record,
    promptTokens: usage.inputTokens ?? 0,
    completionTokens: usage.outputTokens ?? 0,
    text: text.trim(),
  };
}
