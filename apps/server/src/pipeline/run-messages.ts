import {
  type InspectedElement,
  messagePlainText,
  partMarkup,
  type SubPhase,
  type ToolName,
} from '@kiln/contracts';
import type { ModelMessage } from 'ai';
import type { BuildError } from '../build/types';
import type { ChatMessageRow } from '../db/schema';
import type { RunState } from './run-state';

/** The conversation the model sees: the latest messages, as plain text. */
const HISTORY_MESSAGES = 20;
/** Errors shown in the transcript per failed check. */
const SHOWN_ERRORS = 10;

/** Stored messages as the model reads them; the reply being written is left out. */
export function toModelMessages(rows: readonly ChatMessageRow[], replyId: string): ModelMessage[] {
  return rows
    .filter((m) => m.id !== replyId)
    .slice(-HISTORY_MESSAGES)
    .map(
      (m): ModelMessage =>
        m.role === 'user'
          ? { role: 'user', content: m.content }
          : { role: 'assistant', content: messagePlainText(m.content) || '(no reply)' },
    )
    .filter((m) => typeof m.content === 'string' && m.content.trim() !== '');
}

/** One code_error part per file (or one titled 'Build Error' for errors of no file). */
export function codeErrorMarkup(errors: readonly BuildError[]): string {
  const byFile = new Map<string | undefined, string[]>();
  for (const error of errors.slice(0, SHOWN_ERRORS)) {
    const key = error.file ?? undefined;
    const where = error.line ? `${error.line}:${error.column ?? 0} ` : '';
    byFile.set(key, [...(byFile.get(key) ?? []), `${where}${error.message}`]);
  }
  return [...byFile]
    .map(([filename, lines]) =>
      partMarkup({ type: 'code_error', ...(filename ? { filename } : {}), content: lines.join('\n') }),
    )
    .join('');
}

/** The sub-phase a tool call shows: installing packages, writing a new app, or refining code. */
export function subPhaseFor(tool: ToolName, state: RunState): SubPhase {
  if (tool === 'add_dependency') return 'INSTALLING';
  if (state.attempts > 0) return 'EDITING';
  return state.kind === 'first' ? 'CODING' : 'EDITING';
}

/** Adds Kiln's own note to the user's latest message, for this run only (the stored message is kept). */
export function appendToLastUserMessage(messages: ModelMessage[], note: string): void {
  const index = messages.findLastIndex((message) => message.role === 'user');
  const last = messages[index];
  if (last?.role === 'user' && typeof last.content === 'string') {
    messages[index] = { role: 'user', content: `${last.content}\n\n${note}` };
  } else {
    messages.push({ role: 'user', content: note });
  }
}

/** Elements picked in the preview with Select Element: what the request is about, as the model reads it. */
export function selectedElementsNote(elements: readonly InspectedElement[]): string {
  const lines = elements.slice(0, 20).map((element) => {
    const where = element.filePath ? ` in ${element.filePath}` : ' (outside the project source)';
    const id = element.uniqueId ? ` [data-unique-id=${element.uniqueId}]` : '';
    const text = element.textContent.trim() ? `, text "${element.textContent.trim().slice(0, 120)}"` : '';
    const classes =
      element.classNames.length > 0 ? `, classes "${element.classNames.join(' ').slice(0, 200)}"` : '';
    return `- <${element.tagName.toLowerCase()}>${where}${id}${text}${classes}`;
  });
  return `The user selected these elements in the preview; the request is about them:\n${lines.join('\n')}`;
}
