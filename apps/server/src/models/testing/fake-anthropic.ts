import type { ServerResponse } from 'node:http';
import {
  ANTHROPIC_VERSION,
  type AnthropicRequestBody,
  continuityProblems,
  ERROR_MESSAGES,
  ERROR_TYPES,
  type FakeAnthropicOptions,
  pairingError,
  RequestSchema,
  toolResultsOf,
} from './fake-anthropic/wire';
import { holdOpen, sendJson, startEventStream, writeFrames } from './http';
import {
  type EmittedResponse,
  type FakeModelServer,
  isScriptedError,
  isScriptedHang,
  type RecordedRequest,
  type ScriptedError,
  type ScriptedStream,
  splitIntoPieces,
  stopOf,
} from './script';
import { ScriptedServer } from './scripted-server';
import { compareToolDeclarations } from './tool-declarations';

/**
 * A local server speaking the Anthropic Messages API (`POST /v1/messages`, `stream: true`) closely
 * enough that `@ai-sdk/anthropic` cannot tell it from the real one: the same headers, error bodies,
 * SSE event names and framing, block indices, the empty first `input_json_delta`, thinking signatures.
 * It checks what a real server would refuse (auth, version header, body shape, tool_use/tool_result
 * pairing) and what Kiln must get right (its tools' schemas, results sent back), then replays a script.
 */

function frame(data: { type: string } & Record<string, unknown>): string {
  return `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

class FakeAnthropic extends ScriptedServer<AnthropicRequestBody> {
  constructor(private readonly options: FakeAnthropicOptions) {
    super('Anthropic', '_fake');
  }

  private fail(
    res: ServerResponse,
    record: RecordedRequest<AnthropicRequestBody>,
    status: ScriptedError['error']['status'],
    message: string,
    extraHeaders: Record<string, string> = {},
  ): void {
    record.status = status;
    sendJson(
      res,
      status,
      { type: 'error', error: { type: ERROR_TYPES[status], message } },
      { 'request-id': this.nextId('req'), ...extraHeaders },
    );
  }

  /** A protocol violation by the client: answered like the real API, and remembered for the test. */
  private refuse(
    res: ServerResponse,
    record: RecordedRequest<AnthropicRequestBody>,
    status: 400 | 404 | 500,
    message: string,
  ): void {
    this.problems.push(`request ${this.requests.length}: ${message}`);
    this.fail(res, record, status, message);
  }

  protected async handle(
    method: string,
    path: string,
    headers: Record<string, string | undefined>,
    raw: string,
    res: ServerResponse,
  ): Promise<void> {
    const record: RecordedRequest<AnthropicRequestBody> = {
      method,
      path,
      headers,
      body: null,
      toolResults: [],
      status: 0,
    };
    this.requests.push(record);
    if (method !== 'POST' || path !== '/v1/messages') {
      return this.refuse(res, record, 404, `${method} ${path} is not an endpoint of this server`);
    }
    // Authentication comes first, as on the real API: a bad key never reaches validation.
    if (headers['x-api-key'] !== this.options.apiKey) {
      return this.fail(res, record, 401, ERROR_MESSAGES[401]);
    }
    const version = headers['anthropic-version'];
    if (version !== ANTHROPIC_VERSION) {
      const message = version
        ? `anthropic-version: "${version}" is not a valid version`
        : 'anthropic-version: header is required';
      return this.refuse(res, record, 400, message);
    }
    if (!headers['content-type']?.startsWith('application/json')) {
      return this.refuse(res, record, 400, 'content-type must be application/json');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.refuse(res, record, 400, 'There was an error parsing the body of your request as JSON');
    }
    const parsed = RequestSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.refuse(res, record, 400, `${issue?.path.join('.')}: ${issue?.message}`);
    }
    const body = parsed.data;
    record.body = body;
    record.toolResults = toolResultsOf(body.messages.at(-1));
    if (body.model !== this.options.model) return this.refuse(res, record, 404, `model: ${body.model}`);
    if (body.stream !== true) return this.refuse(res, record, 400, 'this server only answers `stream: true`');
    const pairing = pairingError(body.messages);
    if (pairing) return this.refuse(res, record, 400, pairing);
    const declared = (body.tools ?? []).map((t) => ({
      name: t.name,
      description: t.description,
      schema: t.input_schema,
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
      const retry: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
      return this.fail(res, record, status, message ?? ERROR_MESSAGES[status], retry);
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
    await this.stream(res, next, body.model);
  }

  private async stream(res: ServerResponse, response: ScriptedStream, model: string): Promise<void> {
    const emitted: EmittedResponse = { text: '', thinking: [], toolCalls: [] };
    const frames: string[] = [
      frame({
        type: 'message_start',
        message: {
          id: this.nextId('msg'),
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: {
            input_tokens: response.usage.input,
            cache_creation_input_tokens: 0,
            cache_read_input_tokens: 0,
            output_tokens: 1,
          },
        },
      }),
      frame({ type: 'ping' }),
    ];
    let failed = false;
    let stalled = false;
    for (const [index, event] of response.events.entries()) {
      if (event.type === 'stall') {
        stalled = true;
        break;
      }
      if (event.type === 'stream-error') {
        frames.push(frame({ type: 'error', error: { type: 'overloaded_error', message: event.message } }));
        failed = true;
        break;
      }
      if (event.type === 'text') {
        frames.push(frame({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }));
        for (const text of event.chunks) {
          frames.push(frame({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } }));
        }
        emitted.text += event.chunks.join('');
      } else if (event.type === 'thinking') {
        const text = event.chunks.join('');
        const signature = event.signature ?? Buffer.from(`fake-signature:${text}`).toString('base64');
        frames.push(
          frame({
            type: 'content_block_start',
            index,
            content_block: { type: 'thinking', thinking: '', signature: '' },
          }),
        );
        for (const thinking of event.chunks) {
          frames.push(
            frame({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking } }),
          );
        }
        frames.push(
          frame({ type: 'content_block_delta', index, delta: { type: 'signature_delta', signature } }),
        );
        emitted.thinking.push({ text, signature });
      } else {
        const id = this.nextId('toolu');
        frames.push(
          frame({
            type: 'content_block_start',
            index,
            content_block: { type: 'tool_use', id, name: event.name, input: {} },
          }),
        );
        // The real API opens every tool input with an empty partial_json.
        const pieces = ['', ...splitIntoPieces(JSON.stringify(event.input), event.pieces ?? 4)];
        for (const partial_json of pieces) {
          frames.push(
            frame({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } }),
          );
        }
        emitted.toolCalls.push({ id, name: event.name, input: event.input });
      }
      frames.push(frame({ type: 'content_block_stop', index }));
    }
    if (!failed && !stalled) {
      const stop = stopOf(response);
      const stop_reason = stop === 'tools' ? 'tool_use' : stop === 'max-tokens' ? 'max_tokens' : 'end_turn';
      frames.push(
        frame({
          type: 'message_delta',
          delta: { stop_reason, stop_sequence: null },
          usage: { output_tokens: response.usage.output },
        }),
        frame({ type: 'message_stop' }),
      );
      this.awaitingResults = stop === 'tools' ? emitted : null;
    }
    startEventStream(res, { 'request-id': this.nextId('req') });
    await writeFrames(res, frames);
    if (stalled) return holdOpen(res);
    res.end();
  }
}

/** Starts a fake Anthropic Messages server on 127.0.0.1 and a free port. */
export function startFakeAnthropic(
  options: FakeAnthropicOptions,
): Promise<FakeModelServer<AnthropicRequestBody>> {
  return new FakeAnthropic(options).start();
}
