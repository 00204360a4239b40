import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { EmittedResponse, RecordedToolResult, ScriptedError } from '../script';
import type { ExpectedTool } from '../tool-declarations';

/** What the Anthropic Messages API accepts and refuses: the request's shape, error bodies, tool-use pairing. */
export const ANTHROPIC_VERSION = '2023-06-01';

export const TextBlock = z.looseObject({ type: z.literal('text'), text: z.string() });
export const ContentBlock = z.discriminatedUnion('type', [
  TextBlock,
  z.looseObject({ type: z.literal('thinking'), thinking: z.string(), signature: z.string() }),
  z.looseObject({ type: z.literal('redacted_thinking'), data: z.string() }),
  z.looseObject({
    type: z.literal('tool_use'),
    id: z.string().min(1),
    name: z.string().min(1),
    input: z.record(z.string(), z.unknown()),
  }),
  z.looseObject({
    type: z.literal('tool_result'),
    tool_use_id: z.string().min(1),
    content: z.union([z.string(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() }))]),
    is_error: z.boolean().optional(),
  }),
  z.looseObject({ type: z.literal('image'), source: z.looseObject({ type: z.string() }) }),
  z.looseObject({ type: z.literal('document'), source: z.looseObject({ type: z.string() }) }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

export const RequestSchema = z.looseObject({
  model: z.string().min(1),
  max_tokens: z.number().int().positive(),
  messages: z
    .array(
      z.looseObject({
        role: z.enum(['user', 'assistant']),
        content: z.union([z.string(), z.array(ContentBlock).min(1)]),
      }),
    )
    .min(1),
  system: z.union([z.string(), z.array(TextBlock)]).optional(),
  stream: z.boolean().optional(),
  tools: z
    .array(
      z.looseObject({
        name: z.string().min(1),
        description: z.string().optional(),
        input_schema: z.looseObject({ type: z.literal('object') }),
      }),
    )
    .optional(),
  tool_choice: z.looseObject({ type: z.enum(['auto', 'any', 'tool', 'none']) }).optional(),
});
export type AnthropicRequestBody = z.infer<typeof RequestSchema>;
export type Message = AnthropicRequestBody['messages'][number];

export const ERROR_TYPES: Record<ScriptedError['error']['status'], string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'api_error',
  529: 'overloaded_error',
};
export const ERROR_MESSAGES: Record<ScriptedError['error']['status'], string> = {
  400: 'Invalid request',
  401: 'invalid x-api-key',
  403: 'Your API key does not have permission to use the specified resource.',
  404: 'Not found',
  429: 'Number of request tokens has exceeded your per-minute rate limit. Please try again later.',
  500: 'Internal server error',
  503: 'Service unavailable',
  529: 'Overloaded',
};

export interface FakeAnthropicOptions {
  /** The key the server accepts in `x-api-key`; any other gets the real 401. */
  apiKey: string;
  /** The only model it serves; any other gets the real 404. */
  model: string;
  /** When given, every request must declare exactly these tools with these schemas. */
  tools?: readonly ExpectedTool[];
}

export function blocksOf(message: Message | undefined): ContentBlock[] {
  return message && Array.isArray(message.content) ? message.content : [];
}

export function toolUseIds(message: Message | undefined): string[] {
  if (message?.role !== 'assistant') return [];
  return blocksOf(message).flatMap((b) => (b.type === 'tool_use' ? [b.id] : []));
}

export function toolResultsOf(message: Message | undefined): RecordedToolResult[] {
  if (message?.role !== 'user') return [];
  return blocksOf(message).flatMap((b) =>
    b.type === 'tool_result'
      ? [
          {
            toolCallId: b.tool_use_id,
            content: typeof b.content === 'string' ? b.content : b.content.map((c) => c.text ?? '').join(''),
            isError: b.is_error === true,
          },
        ]
      : [],
  );
}

/** The pairing rules the real API enforces, with its wording; null when the conversation is valid. */
export function pairingError(messages: readonly Message[]): string | null {
  for (const [i, message] of messages.entries()) {
    const ids = toolUseIds(message);
    if (ids.length > 0) {
      const answered = new Set(toolResultsOf(messages[i + 1]).map((r) => r.toolCallId));
      const missing = ids.filter((id) => !answered.has(id));
      if (missing.length > 0) {
        return `messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
      }
    }
    const blocks = blocksOf(message);
    const firstOther = blocks.findIndex((b) => b.type !== 'tool_result');
    const lastResult = blocks.findLastIndex((b) => b.type === 'tool_result');
    if (firstOther !== -1 && lastResult > firstOther) {
      return `messages.${i}: \`tool_result\` blocks must come first in the message content.`;
    }
    const previous = new Set(toolUseIds(messages[i - 1]));
    const unexpected = toolResultsOf(message).find((r) => !previous.has(r.toolCallId));
    if (unexpected) {
      return `messages.${i}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${unexpected.toolCallId}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
    }
  }
  return null;
}

/** Checks that the request continues the previous response: its blocks echoed, its tools answered. */
export function continuityProblems(emitted: EmittedResponse, messages: readonly Message[]): string[] {
  const problems: string[] = [];
  const assistant = messages.at(-2);
  const user = messages.at(-1);
  if (assistant?.role !== 'assistant' || user?.role !== 'user') {
    return ['the request after a tool_use response must end with the assistant turn and the tool results'];
  }
  const blocks = blocksOf(assistant);
  for (const call of emitted.toolCalls) {
    const echoed = blocks.find((b) => b.type === 'tool_use' && b.id === call.id);
    if (echoed?.type !== 'tool_use') problems.push(`tool_use ${call.id} (${call.name}) was not sent back`);
    else if (echoed.name !== call.name || !isDeepStrictEqual(echoed.input, call.input)) {
      problems.push(`tool_use ${call.id} came back as ${echoed.name} ${JSON.stringify(echoed.input)}`);
    }
  }
  for (const thought of emitted.thinking) {
    const echoed = blocks.find((b) => b.type === 'thinking' && b.signature === thought.signature);
    if (echoed?.type !== 'thinking' || echoed.thinking !== thought.text) {
      problems.push('a thinking block was not sent back with its signature before the tool_use');
    }
  }
  const text = blocks.map((b) => (b.type === 'text' ? b.text : '')).join('');
  if (text !== emitted.text) problems.push(`assistant text came back as ${JSON.stringify(text)}`);
  const answered = new Set(toolResultsOf(user).map((r) => r.toolCallId));
  for (const call of emitted.toolCalls) {
    if (!answered.has(call.id)) problems.push(`no tool_result for ${call.id} (${call.name})`);
  }
  return problems;
}
