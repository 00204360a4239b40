import type { LanguageModelV3Prompt, LanguageModelV3ToolResultOutput } from '@ai-sdk/provider';
import type { KilnRunFlags } from '@kiln/contracts';
import { readRequest, withoutKnowledge } from '@kiln/contracts';

/**
 * The offline model is stateless: every step of the tool loop hands it the whole prompt again, and
 * this reads back what it needs from it. A "turn" is everything after the last user message; its
 * "steps" are the assistant messages already in it (the model's earlier calls in this turn).
 */

export type ToolResult = { isError: boolean; text: string; value: unknown };

export type ToolCallRecord = {
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** Which step of its turn made the call (0 for the first assistant message after the user's). */
  step: number;
  /** Absent while the result has not come back (it always has, by the next step). */
  result?: ToolResult;
};

export type Conversation = {
  /** The system prompt without the owner's knowledge block (`withoutKnowledge`). */
  system: string;
  /** Every user message's text, oldest first. */
  userTexts: string[];
  lastUserText: string;
  /**
   * The project's very first prompt: one user message, no assistant turn before it, and no
   * `existingApp` flag from the run (a fork's first message is an edit).
   */
  isFirstTurn: boolean;
  /** How many user messages there are: a stable part of tool call ids. */
  turnIndex: number;
  /** Assistant messages since the last user message (0 on the first step of a turn). */
  stepIndex: number;
  /** Tool calls of earlier turns, when the history carries them (e.g. `set_project_name`). */
  earlierCalls: ToolCallRecord[];
  /** Tool calls made in this turn, with their results. */
  turnCalls: ToolCallRecord[];
};

function textOfOutput(output: LanguageModelV3ToolResultOutput): ToolResult {
  switch (output.type) {
    case 'text':
      return { isError: false, text: output.value, value: output.value };
    case 'error-text':
      return { isError: true, text: output.value, value: output.value };
    case 'json':
      return { isError: false, text: JSON.stringify(output.value), value: output.value };
    case 'error-json':
      return { isError: true, text: JSON.stringify(output.value), value: output.value };
    case 'execution-denied':
      return { isError: true, text: output.reason ?? 'The tool call was denied.', value: null };
    case 'content':
      return {
        isError: false,
        text: output.value.map((part) => (part.type === 'text' ? part.text : '')).join(''),
        value: null,
      };
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function readConversation(
  prompt: LanguageModelV3Prompt,
  { existingApp }: KilnRunFlags = { existingApp: false },
): Conversation {
  const system: string[] = [];
  const userTexts: string[] = [];
  const calls: ToolCallRecord[] = [];
  const byId = new Map<string, ToolCallRecord>();
  let lastUserIndex = -1;
  let hasAssistantBeforeLastUser = false;
  let assistantsSinceUser = 0;
  let sawAssistant = false;
  let turnStart = 0;

  prompt.forEach((message) => {
    switch (message.role) {
      case 'system':
        system.push(message.content);
        break;
      case 'user':
        // The request alone: guidelines appended to a mobile-responsive request are Kiln's words,
        // not the person's, and their words ("grid", "menu", "dark") must not steer an edit.
        userTexts.push(
          readRequest(
            message.content
              .map((part) => (part.type === 'text' ? part.text : ''))
              .join('\n')
              .trim(),
          ).request,
        );
        lastUserIndex = userTexts.length - 1;
        hasAssistantBeforeLastUser = sawAssistant;
        assistantsSinceUser = 0;
        turnStart = calls.length;
        break;
      case 'assistant':
        sawAssistant = true;
        assistantsSinceUser += 1;
        for (const part of message.content) {
          if (part.type === 'tool-call') {
            const record: ToolCallRecord = {
              id: part.toolCallId,
              name: part.toolName,
              input: asRecord(part.input),
              step: assistantsSinceUser - 1,
            };
            calls.push(record);
            byId.set(part.toolCallId, record);
          } else if (part.type === 'tool-result') {
            const record = byId.get(part.toolCallId);
            if (record) record.result = textOfOutput(part.output);
          }
        }
        break;
      case 'tool':
        for (const part of message.content) {
          if (part.type !== 'tool-result') continue;
          const record = byId.get(part.toolCallId);
          if (record) record.result = textOfOutput(part.output);
        }
        break;
    }
  });

  // Kiln's own rules and file list: the owner's knowledge is their text, never a rule or a path.
  const rules = withoutKnowledge(system.join('\n\n'));
  return {
    system: rules,
    userTexts,
    lastUserText: userTexts[lastUserIndex] ?? '',
    isFirstTurn: userTexts.length === 1 && !hasAssistantBeforeLastUser && !existingApp,
    turnIndex: userTexts.length,
    stepIndex: assistantsSinceUser,
    earlierCalls: calls.slice(0, turnStart),
    turnCalls: calls.slice(turnStart),
  };
}

const PROJECT_PATH =
  /(?:^|[\s`'"(\-*•:])((?:src|public)\/[\w@.\-/[\]]+\.[a-z0-9]+|index\.html|package\.json|vite\.config\.ts|tsconfig\.json)(?=$|[\s`'",):])/gm;

/** Project paths mentioned in a text (the run's system prompt lists the file tree). */
export function pathsIn(text: string): string[] {
  return [...new Set([...text.matchAll(PROJECT_PATH)].map((match) => match[1] ?? ''))].filter(Boolean).sort();
}

/** The file list from a `list_files` call of this turn, else from the system prompt; null if neither. */
export function knownFiles(conversation: Conversation): string[] | null {
  for (const call of [...conversation.turnCalls].reverse()) {
    if (call.name !== 'list_files' || !call.result || call.result.isError) continue;
    const files = filesOfListResult(call.result);
    if (files.length > 0) return files;
  }
  const fromSystem = pathsIn(conversation.system);
  return fromSystem.length > 0 ? fromSystem : null;
}

function filesOfListResult(result: ToolResult): string[] {
  const { value } = result;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  const record = asRecord(value);
  if (Array.isArray(record.files))
    return record.files.filter((item): item is string => typeof item === 'string');
  return result.text
    .split('\n')
    .map((line) => line.replace(/^[\s\-*•]+/, '').trim())
    .filter((line) => /^[\w@.\-/[\]]+$/.test(line) && line.includes('.'));
}

/** A successful `read_file` result's content, whichever shape the tool returned it in. */
export function contentOfRead(result: ToolResult): string | null {
  if (result.isError) return null;
  if (typeof result.value === 'string') return result.value;
  const record = asRecord(result.value);
  if (typeof record.content === 'string') return record.content;
  return result.text;
}

/** Files read in this turn: content, or null when the read failed (the file does not exist). */
export function readsOfTurn(conversation: Conversation): Map<string, string | null> {
  const reads = new Map<string, string | null>();
  for (const call of conversation.turnCalls) {
    if (call.name !== 'read_file' || !call.result) continue;
    const path = typeof call.input.path === 'string' ? normalisePath(call.input.path) : null;
    if (path) reads.set(path, contentOfRead(call.result));
  }
  return reads;
}

export function normalisePath(path: string): string {
  return path.replaceAll('\\', '/').replace(/^\.\//, '').trim();
}

/** The name given with `set_project_name` in an earlier turn, when the history carries tool calls. */
export function earlierProjectName(conversation: Conversation): string | null {
  const call = conversation.earlierCalls.find((record) => record.name === 'set_project_name');
  return typeof call?.input.name === 'string' ? call.input.name : null;
}
