import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { KILN_PROVIDER, readKilnRunFlags } from '@kiln/contracts';
import { type Reply, respond } from './respond';

export const OFFLINE_MODEL_ID = 'kiln-offline';

export type OfflineModelOptions = {
  /** Pause between stream chunks, so the UI shows the reply arriving (KILN_OFFLINE_DELAY_MS; 0 in tests). */
  delayMs: number;
};

/** Text is streamed a few words at a time, like a real model's tokens. */
const WORDS_PER_CHUNK = 4;
/** Tool inputs (whole files) stream in slices of this many characters. */
const INPUT_SLICE = 2_000;

/**
 * Kiln's built-in model: deterministic, offline, and a real AI SDK `LanguageModelV3`, so the run
 * drives it exactly like Claude or GPT through `streamText` and the same tools. It is stateless:
 * each step reads the prompt (messages, tool calls and their results) and decides the next move.
 */
export function createOfflineModel(options: OfflineModelOptions): LanguageModelV3 {
  const delayMs = Math.max(0, options.delayMs);
  return {
    specificationVersion: 'v3',
    provider: KILN_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(call) {
      const reply = replyFor(call);
      const content: LanguageModelV3Content[] = [];
      if (reply.reasoning) content.push({ type: 'reasoning', text: reply.reasoning });
      if (reply.text) content.push({ type: 'text', text: reply.text });
      reply.calls.forEach((toolCall, index) => {
        content.push({
          type: 'tool-call',
          toolCallId: callId(call.prompt, index),
          toolName: toolCall.toolName,
          input: JSON.stringify(toolCall.input),
        });
      });
      return {
        content,
        finishReason: finishReason(reply),
        usage: usage(call.prompt, reply),
        warnings: [],
        response: { modelId: OFFLINE_MODEL_ID },
      };
    },

    async doStream(call) {
      const reply = replyFor(call);
      const parts = streamParts(call.prompt, reply);
      const signal = call.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason ?? new Error('aborted'));
            return;
          }
          const part = parts[index];
          if (!part) {
            controller.close();
            return;
          }
          // Pace only the parts a user sees arrive; bookkeeping parts go out at once.
          if (index > 0 && delayMs > 0 && isPaced(part)) await sleep(delayMs, signal);
          index += 1;
          controller.enqueue(part);
        },
      });
      return { stream, response: { headers: {} } };
    },
  };
}

function replyFor(call: LanguageModelV3CallOptions): Reply {
  const tools = new Set(
    (call.tools ?? []).filter((tool) => tool.type === 'function').map((tool) => tool.name),
  );
  // `toolChoice: none` is chat mode in all but name.
  if (call.toolChoice?.type === 'none') tools.clear();
  const reply = respond(call.prompt, tools, readKilnRunFlags(call.providerOptions));
  return { ...reply, calls: reply.calls.filter((toolCall) => tools.has(toolCall.toolName)) };
}

function streamParts(prompt: LanguageModelV3Prompt, reply: Reply): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'response-metadata', id: `kiln-${stepKey(prompt)}`, modelId: OFFLINE_MODEL_ID },
  ];
  if (reply.reasoning) {
    parts.push({ type: 'reasoning-start', id: 'reasoning-0' });
    for (const delta of chunks(reply.reasoning))
      parts.push({ type: 'reasoning-delta', id: 'reasoning-0', delta });
    parts.push({ type: 'reasoning-end', id: 'reasoning-0' });
  }
  if (reply.text) {
    parts.push({ type: 'text-start', id: 'text-0' });
    for (const delta of chunks(reply.text)) parts.push({ type: 'text-delta', id: 'text-0', delta });
    parts.push({ type: 'text-end', id: 'text-0' });
  }
  reply.calls.forEach((toolCall, index) => {
    const id = callId(prompt, index);
    const input = JSON.stringify(toolCall.input);
    parts.push({ type: 'tool-input-start', id, toolName: toolCall.toolName });
    for (let start = 0; start < input.length; start += INPUT_SLICE) {
      parts.push({ type: 'tool-input-delta', id, delta: input.slice(start, start + INPUT_SLICE) });
    }
    parts.push({ type: 'tool-input-end', id });
    parts.push({ type: 'tool-call', toolCallId: id, toolName: toolCall.toolName, input });
  });
  parts.push({ type: 'finish', finishReason: finishReason(reply), usage: usage(prompt, reply) });
  return parts;
}

function isPaced(part: LanguageModelV3StreamPart): boolean {
  return part.type === 'reasoning-delta' || part.type === 'text-delta' || part.type === 'tool-call';
}

/** Splits text into chunks of a few words, keeping the whitespace so they concatenate exactly. */
export function chunks(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let index = 0; index < words.length; index += WORDS_PER_CHUNK) {
    out.push(words.slice(index, index + WORDS_PER_CHUNK).join(''));
  }
  return out;
}

/** Ids must be unique across the conversation: the turn, the step in it and the call's position. */
function stepKey(prompt: LanguageModelV3Prompt): string {
  let users = 0;
  let steps = 0;
  for (const message of prompt) {
    if (message.role === 'user') {
      users += 1;
      steps = 0;
    } else if (message.role === 'assistant') steps += 1;
  }
  return `${users}-${steps}`;
}

function callId(prompt: LanguageModelV3Prompt, index: number): string {
  return `call-${stepKey(prompt)}-${index}`;
}

function finishReason(reply: Reply): LanguageModelV3FinishReason {
  return reply.calls.length > 0
    ? { unified: 'tool-calls', raw: 'tool_use' }
    : { unified: 'stop', raw: 'end_turn' };
}

/** No tokenizer offline: a character count over four is the usual estimate for English and code. */
function estimateTokens(characters: number): number {
  return Math.ceil(characters / 4);
}

function promptCharacters(prompt: LanguageModelV3Prompt): number {
  let total = 0;
  for (const message of prompt) {
    if (message.role === 'system') {
      total += message.content.length;
      continue;
    }
    for (const part of message.content) {
      if (part.type === 'text' || part.type === 'reasoning') total += part.text.length;
      else if (part.type === 'tool-call') total += JSON.stringify(part.input ?? null).length;
      else if (part.type === 'tool-result') total += JSON.stringify(part.output).length;
    }
  }
  return total;
}

function usage(prompt: LanguageModelV3Prompt, reply: Reply): LanguageModelV3Usage {
  const input = estimateTokens(promptCharacters(prompt));
  const reasoning = estimateTokens(reply.reasoning?.length ?? 0);
  const text = estimateTokens(
    reply.text.length + reply.calls.reduce((sum, toolCall) => sum + JSON.stringify(toolCall.input).length, 0),
  );
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: text + reasoning, text, reasoning },
  };
}

/** Waits `ms`, or less if the signal aborts; its abort listener never outlives the wait. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
