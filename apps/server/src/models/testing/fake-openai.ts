import type { ServerResponse } from 'node:http';
import {
  continuityProblems,
  type FakeOpenAIOptions,
  maskKey,
  type OpenAIError,
  type OpenAIRequestBody,
  pairingError,
  RequestSchema,
  scriptedErrorBody,
  trailingToolResults,
} from './fake-openai/wire';
import { holdOpen, sendJson, startEventStream, writeFrames } from './http';
import {
  type EmittedResponse,
  type FakeModelServer,
  isScriptedError,
  isScriptedHang,
  type RecordedRequest,
  type ScriptedStream,
  splitIntoPieces,
  stopOf,
} from './script';
import { ScriptedServer } from './scripted-server';
import { compareToolDeclarations } from './tool-declarations';

/**
 * A local server speaking OpenAI chat completions (`POST /v1/chat/completions`, `stream: true`), the
 * protocol of OpenAI and of the OpenAI-compatible servers (Ollama, vLLM, LM Studio): `data:` chunks
 * with `choices[0].delta`, tool calls opened with id and name then streamed as argument fragments by
 * `index`, a final chunk with `finish_reason`, the usage chunk `stream_options.include_usage` asks for,
 * and `data: [DONE]`. It checks what a real server refuses (auth, body shape, tool-call pairing) and
 * what Kiln must get right (its tools' schemas, results sent back), then replays a script.
 */

function frame(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

class FakeOpenAI extends ScriptedServer<OpenAIRequestBody> {
  constructor(private readonly options: FakeOpenAIOptions) {
    super('OpenAI', '');
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

  protected async handle(
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
    if (method === 'GET' && path === '/v1/models') {
      // The model list (OpenAI's, and Ollama's or vLLM's OpenAI-compatible one): what a readiness check asks.
      record.status = 200;
      return sendJson(res, 200, {
        object: 'list',
        data: [{ id: this.options.model, object: 'model', created: 1_700_000_000, owned_by: 'system' }],
      });
    }
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
    if (isScriptedHang(next)) return holdOpen(res);
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
    let stalled = false;
    for (const event of response.events) {
      if (event.type === 'stall') {
        stalled = true;
        break;
      }
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
    if (!failed && !stalled) {
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
    if (stalled) return holdOpen(res);
    res.end();
  }
}

/** Starts a fake chat-completions server (OpenAI or a compatible one) on 127.0.0.1 and a free port (or `port`). */
export function startFakeOpenAI(
  options: FakeOpenAIOptions,
  port = 0,
): Promise<FakeModelServer<OpenAIRequestBody>> {
  return new FakeOpenAI(options).start(port);
}
