import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { EmittedResponse, RecordedToolResult, ScriptedError } from '../script';
import type { ExpectedTool } from '../tool-declarations';

/** What an OpenAI chat-completions server accepts and refuses: the request's shape, error bodies, tool-call pairing. */
export const TextPart = z.looseObject({ type: z.literal('text'), text: z.string() });
export const Content = z.union([z.string(), z.array(TextPart)]);
export const ToolCall = z.looseObject({
  id: z.string().min(1),
  type: z.literal('function'),
  function: z.looseObject({ name: z.string().min(1), arguments: z.string() }),
});
export const MessageSchema = z.discriminatedUnion('role', [
  z.looseObject({ role: z.literal('system'), content: Content }),
  z.looseObject({ role: z.literal('developer'), content: Content }),
  z.looseObject({
    role: z.literal('user'),
    content: z.union([z.string(), z.array(z.looseObject({ type: z.string() })).min(1)]),
  }),
  z.looseObject({
    role: z.literal('assistant'),
    content: Content.nullish(),
    tool_calls: z.array(ToolCall).min(1).optional(),
  }),
  z.looseObject({ role: z.literal('tool'), tool_call_id: z.string().min(1), content: Content }),
]);
export type Message = z.infer<typeof MessageSchema>;

export const RequestSchema = z.looseObject({
  model: z.string().min(1),
  messages: z.array(MessageSchema).min(1),
  stream: z.boolean().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).optional(),
  tools: z
    .array(
      z.looseObject({
        type: z.literal('function'),
        function: z.looseObject({
          name: z.string().min(1),
          description: z.string().optional(),
          parameters: z.looseObject({ type: z.literal('object') }),
          strict: z.boolean().optional(),
        }),
      }),
    )
    .optional(),
  tool_choice: z
    .union([z.enum(['none', 'auto', 'required']), z.looseObject({ type: z.literal('function') })])
    .optional(),
});
export type OpenAIRequestBody = z.infer<typeof RequestSchema>;

export interface OpenAIError {
  message: string;
  type: string;
  code: string | null;
}

export function scriptedErrorBody(status: ScriptedError['error']['status'], model: string): OpenAIError {
  switch (status) {
    case 401:
      return {
        message: 'Incorrect API key provided.',
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      };
    case 403:
      return {
        message: 'You are not allowed to sample from this model',
        type: 'invalid_request_error',
        code: null,
      };
    case 404:
      return { message: `The model \`${model}\` does not exist.`, type: 'invalid_request_error', code: null };
    case 429:
      return {
        message: `Rate limit reached for ${model} on tokens per min (TPM). Please try again in 1s.`,
        type: 'tokens',
        code: 'rate_limit_exceeded',
      };
    case 400:
      return { message: 'Invalid request', type: 'invalid_request_error', code: null };
    default:
      return {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        code: null,
      };
  }
}

/** OpenAI shows a rejected key masked (prefix and last four), never whole. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '****' : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}

export interface FakeOpenAIOptions {
  /** The key accepted as `Authorization: Bearer …`; null for a local server that ignores auth. */
  apiKey: string | null;
  /** The only model it serves; any other gets the real 404. */
  model: string;
  /** When given, every request must declare exactly these tools with these schemas. */
  tools?: readonly ExpectedTool[];
}

/** The tool results at the end of the conversation (the trailing `role: 'tool'` messages). */
export function trailingToolResults(messages: readonly Message[]): RecordedToolResult[] {
  const out: RecordedToolResult[] = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== 'tool') break;
    const content =
      typeof message.content === 'string' ? message.content : message.content.map((p) => p.text).join('');
    out.unshift({ toolCallId: message.tool_call_id, content });
  }
  return out;
}

/** The pairing rules the real API enforces, with its wording; null when the conversation is valid. */
export function pairingError(messages: readonly Message[]): string | null {
  const unanswered = (ids: Set<string>) =>
    `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...ids].join(', ')}`;
  // The calls of the latest assistant message still waiting for their tool message.
  let open = new Set<string>();
  for (const message of messages) {
    if (message.role === 'tool') {
      if (!open.delete(message.tool_call_id)) {
        return "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
      }
      continue;
    }
    if (open.size > 0) return unanswered(open);
    open = new Set(message.role === 'assistant' ? (message.tool_calls ?? []).map((c) => c.id) : []);
  }
  return open.size > 0 ? unanswered(open) : null;
}

export function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Checks that the request continues the previous response: its calls echoed, each one answered. */
export function continuityProblems(emitted: EmittedResponse, messages: readonly Message[]): string[] {
  const results = trailingToolResults(messages);
  const assistant = messages[messages.length - results.length - 1];
  if (assistant?.role !== 'assistant') {
    return ['the request after a tool_calls response must end with the assistant turn and the tool results'];
  }
  const problems: string[] = [];
  const calls = assistant.tool_calls ?? [];
  for (const call of emitted.toolCalls) {
    const echoed = calls.find((c) => c.id === call.id);
    if (!echoed) problems.push(`tool call ${call.id} (${call.name}) was not sent back`);
    else if (
      echoed.function.name !== call.name ||
      !isDeepStrictEqual(parseArguments(echoed.function.arguments), call.input)
    ) {
      problems.push(`tool call ${call.id} came back as ${echoed.function.name} ${echoed.function.arguments}`);
    }
  }
  const content = assistant.content ?? '';
  const text = typeof content === 'string' ? content : content.map((p) => p.text).join('');
  if (text !== emitted.text) problems.push(`assistant content came back as ${JSON.stringify(text)}`);
  const answered = new Set(results.map((r) => r.toolCallId));
  for (const call of emitted.toolCalls) {
    if (!answered.has(call.id)) problems.push(`no tool message for ${call.id} (${call.name})`);
  }
  return problems;
}
