import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { KilnRunFlags } from '@kiln/contracts';
import { isComponentProjectPrompt, type ToolInput, type ToolName, WRITING_TOOLS } from '@kiln/contracts';
import { type AppSpec, extractSpec } from './app-spec';
import { componentFirstStep } from './component/first-prompt';
import {
  type Conversation,
  earlierProjectName,
  knownFiles,
  normalisePath,
  readConversation,
  readsOfTurn,
} from './conversation';
import { type FileChange, FileView } from './file-view';
import { firstPromptReply, firstPromptSummary } from './first-prompt';
import { recogniseIntents } from './intents';
import type { IntentContext, IntentOutcome, Recognised } from './intents/types';
import { defaultNamesFor } from './recipes';
import { cannotDoReply, chatReply } from './replies';

export type PlannedCall = { [N in ToolName]: { toolName: N; input: ToolInput<N> } }[ToolName];

export type Reply = {
  /** The model's "thinking", streamed as a reasoning part. */
  reasoning?: string;
  text: string;
  calls: PlannedCall[];
};

/** After this many steps of reading, an edit goes ahead with what it has or explains why not. */
const MAX_READ_STEPS = 4;

/** One step of the tool loop: what to say and which tools to call, from the prompt and the run's flags. */
export function respond(
  prompt: LanguageModelV3Prompt,
  tools: ReadonlySet<string>,
  flags: KilnRunFlags = { existingApp: false },
): Reply {
  const conversation = readConversation(prompt, flags);
  if (!tools.has('write_file')) {
    const [first] = recogniseIntents(conversation.lastUserText);
    return {
      text: chatReply(conversation.lastUserText, {
        recognisedLabel: first?.label ?? null,
        files: knownFiles(conversation),
      }),
      calls: [],
    };
  }
  if (conversation.isFirstTurn) {
    if (isComponentProjectPrompt(conversation.system)) return componentFirstStep(conversation);
    return conversation.turnCalls.length === 0
      ? firstPromptReply(conversation.lastUserText)
      : firstPromptSummary(conversation);
  }
  return editStep(conversation, tools.has('write_migration'));
}

function specResolver(conversation: Conversation, view: FileView): () => AppSpec | undefined {
  let cached: AppSpec | undefined;
  return () => {
    if (cached) return cached;
    // The first prompt, when the history carries it, says what the app is about.
    const first = conversation.userTexts.length > 1 ? (conversation.userTexts[0] ?? '') : '';
    const base = extractSpec(first, defaultNamesFor);
    const named = earlierProjectName(conversation);
    if (named) {
      cached = { ...base, name: named };
      return cached;
    }
    const html = view.get('index.html');
    if (html === undefined) return undefined;
    const title = html ? /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() : undefined;
    const name = title && title !== 'Kiln App' ? decodeEntities(title) : first ? base.name : 'My App';
    cached = { ...base, name };
    return cached;
  };
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

type Planned = { recognised: Recognised; outcome: IntentOutcome };

function runIntents(
  conversation: Conversation,
  recognised: Recognised[],
  canWriteMigrations: boolean,
): { view: FileView; planned: Planned[] } {
  const view = new FileView(knownFiles(conversation), readsOfTurn(conversation));
  const context: IntentContext = {
    view,
    conversation,
    spec: specResolver(conversation, view),
    canWriteMigrations,
  };
  const planned = recognised.map((item) => ({ recognised: item, outcome: item.plan(context) }));
  return { view, planned };
}

function editStep(conversation: Conversation, canWriteMigrations: boolean): Reply {
  const request = conversation.lastUserText;
  const recognised = recogniseIntents(request);
  if (recognised.length === 0) return { text: cannotDoReply(request), calls: [] };

  const { view, planned } = runIntents(conversation, recognised, canWriteMigrations);
  const readSteps = new Set(
    conversation.turnCalls
      .filter((call) => call.name === 'read_file' || call.name === 'list_files')
      .map((call) => call.step),
  ).size;
  const hasActed = conversation.turnCalls.some(
    (call) => (WRITING_TOOLS as readonly string[]).includes(call.name) || call.name === 'set_commit_message',
  );
  const labels = recognised.map((item) => item.label);

  if (!hasActed && planned.some((item) => item.outcome.status === 'need') && readSteps < MAX_READ_STEPS) {
    const wanted = [...view.wanted].sort();
    const calls: PlannedCall[] = wanted.map((path) => ({ toolName: 'read_file', input: { path } }));
    if (view.wantsList) calls.unshift({ toolName: 'list_files', input: {} });
    if (calls.length > 0) {
      return {
        reasoning: `The user wants me to ${joinWords(labels)}. Before changing anything I need to see ${view.wantsList ? 'the file list' : ''}${view.wantsList && wanted.length > 0 ? ' and ' : ''}${wanted.length > 0 ? joinWords(wanted) : ''}, so my edits match the code exactly.`,
        text: conversation.stepIndex === 0 ? `Let me look at the relevant files first.` : '',
        calls,
      };
    }
  }

  const done = planned.flatMap((item) => (item.outcome.status === 'done' ? [item.outcome] : []));
  const refusals = planned.flatMap((item) =>
    item.outcome.status === 'cannot'
      ? [item.outcome.reply]
      : item.outcome.status === 'need'
        ? [`I couldn't find what I needed in the project to ${item.recognised.label}.`]
        : [],
  );
  const changes = view.changes();
  const migrations = done.flatMap((item) => item.migrations ?? []);

  if (
    done.length === 0 ||
    (changes.length === 0 && view.dependencies.size === 0 && migrations.length === 0)
  ) {
    return { text: refusals.join('\n\n') || `Nothing needed to change.`, calls: [] };
  }

  if (!hasActed) {
    const calls: PlannedCall[] = changes.map(changeCall);
    for (const [name, version] of view.dependencies) {
      calls.push({ toolName: 'add_dependency', input: version ? { name, version } : { name } });
    }
    for (const migration of migrations) calls.push({ toolName: 'write_migration', input: migration });
    calls.push({
      toolName: 'set_commit_message',
      input: { message: commitMessage(done.map((item) => item.commit)) },
    });
    const suggestions = done.flatMap((item) => item.suggestions ?? []);
    if (suggestions.length >= 3)
      calls.push({ toolName: 'suggest', input: { suggestions: suggestions.slice(0, 4) } });
    const nudges = new Map(done.flatMap((item) => item.nudges ?? []).map((n) => [n.integration, n]));
    for (const nudge of nudges.values()) calls.push({ toolName: 'nudge_integration', input: nudge });
    const touched = [...new Set(changes.map((change) => change.path))];
    return {
      reasoning: `The user wants me to ${joinWords(labels)}. ${done.map((item) => item.summary).join(' ')} That touches ${joinWords(touched)}; I'll use edit_file for files I read and write_file for new ones.`,
      text: conversation.stepIndex === 0 ? `On it: I'll ${joinWords(labels)}.` : '',
      calls,
    };
  }

  // After acting: an edit whose search text didn't match gets the whole file written instead.
  const fallbacks = failedEdits(conversation).flatMap((path) => {
    const change = changes.find((item) => item.path === path);
    return change && change.kind !== 'delete' ? [{ path, content: change.content }] : [];
  });
  if (fallbacks.length > 0) {
    return {
      reasoning: `The edit to ${joinWords(fallbacks.map((item) => item.path))} didn't apply: the search text wasn't found exactly once. I'll write the whole file with the intended change instead.`,
      text: '',
      calls: fallbacks.map(({ path, content }) => ({ toolName: 'write_file', input: { path, content } })),
    };
  }

  const failures = conversation.turnCalls.filter(
    (call) =>
      call.result?.isError &&
      (WRITING_TOOLS as readonly string[]).includes(call.name) &&
      !isRepaired(conversation, call.input),
  );
  const summary = done.map((item) => item.summary).join('\n\n');
  const failureNote =
    failures.length > 0
      ? `\n\nSome changes could not be applied: ${failures.map((call) => call.result?.text ?? call.name).join('; ')}`
      : '';
  const refusalNote = refusals.length > 0 ? `\n\n${refusals.join('\n\n')}` : '';
  return { text: `${summary}${failureNote}${refusalNote}`, calls: [] };
}

function changeCall(change: FileChange): PlannedCall {
  switch (change.kind) {
    case 'write':
      return { toolName: 'write_file', input: { path: change.path, content: change.content } };
    case 'edit':
      return {
        toolName: 'edit_file',
        input: { path: change.path, search: change.search, replace: change.replace },
      };
    case 'delete':
      return { toolName: 'delete_file', input: { path: change.path } };
  }
}

/** Paths whose edit_file failed in this turn and have not been written in full since. */
function failedEdits(conversation: Conversation): string[] {
  const failed: string[] = [];
  conversation.turnCalls.forEach((call, index) => {
    if (call.name !== 'edit_file' || !call.result?.isError || typeof call.input.path !== 'string') return;
    const path = normalisePath(call.input.path);
    const rewritten = conversation.turnCalls
      .slice(index + 1)
      .some(
        (later) =>
          later.name === 'write_file' &&
          typeof later.input.path === 'string' &&
          normalisePath(later.input.path) === path,
      );
    if (!rewritten && !failed.includes(path)) failed.push(path);
  });
  return failed;
}

function isRepaired(conversation: Conversation, input: Record<string, unknown>): boolean {
  if (typeof input.path !== 'string') return false;
  const path = normalisePath(input.path);
  return conversation.turnCalls.some(
    (call) =>
      call.name === 'write_file' &&
      call.result !== undefined &&
      !call.result.isError &&
      typeof call.input.path === 'string' &&
      normalisePath(call.input.path) === path,
  );
}

function commitMessage(parts: string[]): string {
  const joined = parts.join('; ');
  return joined.length <= 100 ? joined : `${joined.slice(0, 97).trimEnd()}…`;
}

export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
