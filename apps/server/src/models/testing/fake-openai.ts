import type { ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import {
  flatHeaders,
  pathOf,
  type RunningServer,
  sendJson,
  startEventStream,
  startServer,
  writeFrames,
} from './http';
import {
  type EmittedResponse,
  type FakeModelServer,
  isScriptedError,
  type RecordedRequest,
  type RecordedToolResult,
  type ScriptedError,
  type ScriptedResponse,
  type ScriptedStream,
  splitIntoPieces,
  stopOf,
} from './script';
import { compareToolDeclarations, type ExpectedTool } from './tool-declarations';

/**
 * A local server speaking OpenAI chat completions (`POST /v1/chat/completions`, `stream: true`), the
 * protocol of OpenAI and of the OpenAI-compatible servers (Ollama, vLLM, LM Studio): `data:` chunks
 * with `choices[0].delta`, tool calls opened with id and name then streamed as argument fragments by
 * `index`, a final chunk with `finish_reason`, the usage chunk `stream_options.include_usage` asks for,
 * and `data: [DONE]`. It checks what a real server refuses (auth, body shape, tool-call pairing) and
 * what Kiln must get right (its tools' schemas, results sent back), then replays a script.
 */

const TextPart = z.looseObject({ type: z.literal('text'), text: z.string() });
const Content = z.union([z.string(), z.array(TextPart)]);
const ToolCall = z.looseObject({
  id: z.string().min(1),
  type: z.literal('function'),
  function: z.looseObject({ name: z.string().min(1), arguments: z.string() }),
});
const MessageSchema = z.discriminatedUnion('role', [
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
type Message = z.infer<typeof MessageSchema>;

const RequestSchema = z.looseObject({
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

interface OpenAIError {
  message: string;
  type: string;
  code: string | null;
}

function scriptedErrorBody(status: ScriptedError['error']['status'], model: string): OpenAIError {
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
function maskKey(key: string): string {
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
function trailingToolResults(messages: readonly Message[]): RecordedToolResult[] {
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
function pairingError(messages: readonly Message[]): string | null {
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

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Checks that the request continues the previous response: its calls echoed, each one answered. */
function continuityProblems(emitted: EmittedResponse, messages: readonly Message[]): string[] {
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

function frame(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

class FakeOpenAI implements FakeModelServer<OpenAIRequestBody> {
  readonly requests: RecordedRequest<OpenAIRequestBody>[] = [];
  readonly problems: string[] = [];
  private responses: ScriptedResponse[] = [];
  /** The last streamed response that ended in tool calls: the next request must continue it. */
  private awaitingResults: EmittedResponse | null = null;
  private counter = 0;
  private server: RunningServer | null = null;

  constructor(private readonly options: FakeOpenAIOptions) {}

  get url(): string {
    if (!this.server) throw new Error('fake OpenAI server not started');
    return `${this.server.origin}/v1`;
  }

  get pending(): number {
    return this.responses.length;
  }

  async start(): Promise<this> {
    this.server = await startServer((req, body, res) =>
      this.handle(req.method ?? '', pathOf(req), flatHeaders(req), body, res),
    );
    return this;
  }

  script(responses: readonly ScriptedResponse[]): void {
    this.responses = [...responses];
    this.awaitingResults = null;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${String(this.counter).padStart(6, '0')}`;
  }

  private fail(
    res: ServerResponse,
    record: RecordedRequest<OpenAIRequestBody>,
    status: number,
    error: OpenAIError,
    extraHeaders: Record<string, string> = {},
  ): void {
    record.status = status;
    sendJson(
      res,
      status,
      { error: { message: error.message, type: error.type, param: null, code: error.code } },
      { 'x-request-id': this.nextId('req_fake'), ...extraHeaders },
    );
  }

  /** A protocol violation by the client: answered like the real API, and remembered for the test. */
  private refuse(
    res: ServerResponse,
    record: RecordedRequest<OpenAIRequestBody>,
    status: 400 | 404 | 500,
    message: string,
    code: string | null = null,
  ): void {
    this.problems.push(`request ${this.requests.length}: ${message}`);
    const type = status === 500 ? 'server_error' : 'invalid_request_error';
    this.fail(res, record, status, { message, type, code });
  }

  private async handle(
    method: string,
    path: string,
    headers: Record<string, string | undefined>,
    raw: string,
    res: ServerResponse,
  ): Promise<void> {
    const record: RecordedRequest<OpenAIRequestBody> = {
      method,
      path,
      headers,
      body: null,
      toolResults: [],
      status: 0,
    };
    this.requests.push(record);
    if (method !== 'POST' || path !== '/v1/chat/completions') {
      return this.refuse(res, record, 404, `Invalid URL (${method} ${path})`);
    }
    const { apiKey } = this.options;
    const bearer = headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (apiKey !== null && bearer !== apiKey) {
      const message = bearer
        ? `Incorrect API key provided: ${maskKey(bearer)}. You can find your API key at https://platform.openai.com/account/api-keys.`
        : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
      return this.fail(res, record, 401, {
        message,
        type: 'invalid_request_error',
        code: bearer ? 'invalid_api_key' : null,
      });
    }
    if (!headers['content-type']?.startsWith('application/json')) {
      return this.refuse(res, record, 400, 'content-type must be application/json');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.refuse(res, record, 400, 'We could not parse the JSON body of your request.');
    }
    const parsed = RequestSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.refuse(res, record, 400, `Invalid value at '${issue?.path.join('.')}': ${issue?.message}`);
    }
    const body = parsed.data;
    record.body = body;
    record.toolResults = trailingToolResults(body.messages);
    if (body.model !== this.options.model) {
      return this.refuse(res, record, 404, `The model \`${body.model}\` does not exist.`, 'model_not_found');
    }
    if (body.stream !== true) return this.refuse(res, record, 400, 'this server only answers `stream: true`');
    const pairing = pairingError(body.messages);
    if (pairing) return this.refuse(res, record, 400, pairing);
    const declared = (body.tools ?? []).map((t) => ({
      name: t.function.name,
      description: t.function.description,
      schema: t.function.parameters,
    }));
    const problems = [
      ...(this.options.tools ? compareToolDeclarations(this.options.tools, declared) : []),
      ...(this.awaitingResults ? continuityProblems(this.awaitingResults, body.messages) : []),
    ];
    if (problems.length > 0) return this.refuse(res, record, 400, problems.join('; '));

    const next = this.responses.shift();
    if (!next) return this.refuse(res, record, 500, 'unexpected request: the script has no response left');
    if (isScriptedError(next)) {
      const { status, message, retryAfterSeconds } = next.error;
      const error = scriptedErrorBody(status, body.model);
      const retry: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
      return this.fail(res, record, status, { ...error, message: message ?? error.message }, retry);
    }
    const names = new Set(declared.map((t) => t.name));
    const undeclared = next.events.find((e) => e.type === 'tool' && !names.has(e.name));
    if (undeclared?.type === 'tool') {
      return this.refuse(
        res,
        record,
        500,
        `the script calls ${undeclared.name}, which the request did not declare`,
      );
    }
    record.status = 200;
    await this.stream(res, next, body.model, body.stream_options?.include_usage === true);
  }

  private async stream(
    res: ServerResponse,
    response: ScriptedStream,
    model: string,
    includeUsage: boolean,
  ): Promise<void> {
    const emitted: EmittedResponse = { text: '', thinking: [], toolCalls: [] };
    const base = {
      id: this.nextId('chatcmpl-fake'),
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      system_fingerprint: 'fp_fake',
    };
    // With include_usage, every chunk carries `usage: null` until the final usage chunk.
    const usageField = includeUsage ? { usage: null } : {};
    const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) =>
      frame({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason }], ...usageField });
    const frames: string[] = [];
    // The first delta also carries the role; `content` is '' when text follows, null before tool calls.
    let opening: Record<string, unknown> | null = { role: 'assistant', refusal: null };
    const open = (delta: Record<string, unknown>) => {
      const merged = opening ? { ...opening, ...delta } : delta;
      opening = null;
      return merged;
    };
    let toolIndex = 0;
    let failed = false;
    for (const event of response.events) {
      if (event.type === 'stream-error') {
        frames.push(
          frame({ error: { message: event.message, type: 'server_error', param: null, code: null } }),
        );
        failed = true;
        break;
      }
      if (event.type === 'text') {
        if (opening) frames.push(chunk(open({ content: '' })));
        for (const content of event.chunks) frames.push(chunk({ content }));
        emitted.text += event.chunks.join('');
      } else if (event.type === 'thinking') {
        for (const reasoning_content of event.chunks) {
          frames.push(chunk(open({ content: null, reasoning_content })));
        }
      } else {
        const id = this.nextId('call_fake');
        const index = toolIndex++;
        frames.push(
          chunk(
            open({
              content: null,
              tool_calls: [{ index, id, type: 'function', function: { name: event.name, arguments: '' } }],
            }),
          ),
        );
        for (const piece of splitIntoPieces(JSON.stringify(event.input), event.pieces ?? 4)) {
          frames.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
        }
        emitted.toolCalls.push({ id, name: event.name, input: event.input });
      }
    }
    if (!failed) {
      const stop = stopOf(response);
      frames.push(chunk({}, stop === 'tools' ? 'tool_calls' : stop === 'max-tokens' ? 'length' : 'stop'));
      if (includeUsage) {
        const { input, output } = response.usage;
        frames.push(
          frame({
            ...base,
            choices: [],
            usage: {
              prompt_tokens: input,
              completion_tokens: output,
              total_tokens: input + output,
              prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
              completion_tokens_details: {
                reasoning_tokens: 0,
                audio_tokens: 0,
                accepted_prediction_tokens: 0,
                rejected_prediction_tokens: 0,
              },
            },
          }),
        );
      }
      frames.push('data: [DONE]\n\n');
      this.awaitingResults = stop === 'tools' ? emitted : null;
    }
    startEventStream(res, { 'x-request-id': this.nextId('req_fake') });
    await writeFrames(res, frames);
    res.end();
  }
}

/** Starts a fake chat-completions server (OpenAI or a compatible one) on 127.0.0.1 and a free port. */
export function startFakeOpenAI(options: FakeOpenAIOptions): Promise<FakeModelServer<OpenAIRequestBody>> {
  return new FakeOpenAI(options).start();
}
