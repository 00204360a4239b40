import { ASSISTANT_PLACEHOLDERS, type HistoryItem, parseMessageContent } from '@kiln/contracts';

/** What the run is doing right now, read from the assistant message it is streaming. */
export type GenerationActivity = {
  /** The model's thinking, or its reply while it gives no thinking; null before anything arrives. */
  thought: string | null;
  /** The thought is still streaming. */
  isStreaming: boolean;
  /** The file the run is on (being fixed, or last written), when the message says. */
  currentFile: string | null;
};

export const NO_ACTIVITY: GenerationActivity = { thought: null, isStreaming: false, currentFile: null };

const PLACEHOLDERS: readonly string[] = Object.values(ASSISTANT_PLACEHOLDERS);

/** The reply's tail is what the pane shows; a whole essay is never needed there. */
const MAX_THOUGHT_CHARS = 1_200;

function tail(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MAX_THOUGHT_CHARS) return trimmed;
  const cut = trimmed.slice(-MAX_THOUGHT_CHARS);
  const space = cut.indexOf(' ');
  return `…${space > 0 && space < 40 ? cut.slice(space + 1) : cut}`;
}

/**
 * Seed 001 §2.6: the code-generation overlay's 'Thinking' and 'Refining' panes, from the streamed
 * message. Only the last message counts, and only when it is the assistant's: until the run's reply
 * starts, the latest message is the user's and there is nothing to show yet.
 */
export function generationActivity(items: readonly HistoryItem[] | undefined): GenerationActivity {
  const last = items?.at(-1);
  if (last?.role !== 'assistant' || PLACEHOLDERS.includes(last.content)) return NO_ACTIVITY;
  const parts = parseMessageContent(last.content);

  let thinking: { content: string; complete: boolean } | null = null;
  let reply = '';
  let currentFile: string | null = null;
  for (const part of parts) {
    switch (part.type) {
      case 'thinking':
        thinking = part;
        break;
      case 'text':
        reply = part.content;
        break;
      case 'code_error':
        if (part.filename) currentFile = part.filename;
        break;
      case 'file_changes': {
        const written = part.files.filter((file) => file.action !== 'delete').at(-1);
        if (written) currentFile = written.path;
        break;
      }
      default:
        break;
    }
  }

  const isLastPartThinking = parts.at(-1)?.type === 'thinking';
  if (thinking && thinking.content.trim() !== '') {
    return {
      thought: tail(thinking.content),
      isStreaming: isLastPartThinking && !thinking.complete,
      currentFile,
    };
  }
  if (reply.trim() !== '') {
    return { thought: tail(reply), isStreaming: parts.at(-1)?.type === 'text', currentFile };
  }
  return { ...NO_ACTIVITY, currentFile };
}
