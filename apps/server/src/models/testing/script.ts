/**
 * A scripted model conversation for the fake provider servers: one response per request, each a
 * sequence of stream events. The same script drives the Anthropic and the OpenAI fakes, which render
 * it in their own wire protocol, so a test states what the model "says" once.
 */

/** Streamed answer text, one delta per chunk. */
export interface ScriptedText {
  type: 'text';
  chunks: string[];
}

/**
 * Streamed reasoning. Anthropic renders it as a thinking block (with a signature, which the client must
 * send back on the next request); the OpenAI fake renders it as `reasoning_content` deltas, the field
 * DeepSeek, vLLM and LM Studio add to chat completions (OpenAI's own chat API never streams reasoning).
 */
export interface ScriptedThinking {
  type: 'thinking';
  chunks: string[];
  signature?: string;
}

/**
 * One tool call. Its arguments are `JSON.stringify(input)` cut into `pieces` deltas (default 4), the
 * way real servers stream them: cuts fall anywhere, inside strings and escape sequences too.
 */
export interface ScriptedToolCall {
  type: 'tool';
  name: string;
  input: Record<string, unknown>;
  pieces?: number;
}

/** The server fails after the events before it were sent (Anthropic's mid-stream `overloaded_error`). */
export interface ScriptedStreamError {
  type: 'stream-error';
  message: string;
}

/**
 * The server stops sending after the events before it and holds the connection open until the
 * client gives up: a model stalled mid-answer.
 */
export interface ScriptedStall {
  type: 'stall';
}

export type ScriptedEvent =
  | ScriptedText
  | ScriptedThinking
  | ScriptedToolCall
  | ScriptedStreamError
  | ScriptedStall;

export interface ScriptedUsage {
  input: number;
  output: number;
}

/** A streamed (200) response. `stop` overrides the stop reason the events imply. */
export interface ScriptedStream {
  events: ScriptedEvent[];
  usage: ScriptedUsage;
  stop?: 'end' | 'tools' | 'max-tokens';
}

/** An HTTP error response in the provider's error format, before any stream starts. */
export interface ScriptedError {
  error: {
    status: 400 | 401 | 403 | 404 | 429 | 500 | 503 | 529;
    message?: string;
    /** Sent as `retry-after` (seconds); the AI SDK honours it, so 0 keeps retrying tests fast. */
    retryAfterSeconds?: number;
  };
}

/** The server reads the request and never answers, not even headers: a model stalled before its first byte. */
export interface ScriptedHang {
  hang: 'before-first-byte';
}

export type ScriptedResponse = ScriptedStream | ScriptedError | ScriptedHang;

export function isScriptedError(response: ScriptedResponse): response is ScriptedError {
  return 'error' in response;
}

export function isScriptedHang(response: ScriptedResponse): response is ScriptedHang {
  return 'hang' in response;
}

/** The stop reason a streamed response ends with, in provider-neutral terms. */
export function stopOf(response: ScriptedStream): 'end' | 'tools' | 'max-tokens' {
  return response.stop ?? (response.events.some((e) => e.type === 'tool') ? 'tools' : 'end');
}

/**
 * Cuts text into `pieces` non-empty parts of near-equal length, on code points so that a part is
 * always valid UTF-16 (a real server may cut anywhere inside JSON, but never inside a character).
 */
export function splitIntoPieces(text: string, pieces: number): string[] {
  const chars = Array.from(text);
  const count = Math.max(1, Math.min(pieces, chars.length));
  const size = Math.ceil(chars.length / count);
  const out: string[] = [];
  for (let at = 0; at < chars.length; at += size) out.push(chars.slice(at, at + size).join(''));
  return out;
}

/** A tool call the fake made, remembered to check that the next request sends its result back. */
export interface EmittedToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/** What one streamed response said, for the continuity checks on the request that follows it. */
export interface EmittedResponse {
  text: string;
  thinking: { text: string; signature: string }[];
  toolCalls: EmittedToolCall[];
}

/** A tool result as the client sent it back, normalised across the two protocols. */
export interface RecordedToolResult {
  toolCallId: string;
  content: string;
  /** Anthropic's `is_error`; chat completions has no such flag, so it is absent there. */
  isError?: boolean;
}

export interface RecordedRequest<Body> {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The parsed body once it passed the protocol checks; null when the request was refused first. */
  body: Body | null;
  /** Tool results at the end of the conversation the request sends. */
  toolResults: RecordedToolResult[];
  /** The status the fake answered with. */
  status: number;
}

/** What the two fakes have in common, so one test can run against either. */
export interface FakeModelServer<Body> {
  /** The base URL to configure the provider with (ends in `/v1`, like the real ones). */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: readonly RecordedRequest<Body>[];
  /** Protocol violations by the client and script mistakes; a passing test expects none. */
  readonly problems: readonly string[];
  /** Responses not yet consumed. */
  readonly pending: number;
  /** Replaces the script (and forgets the previous conversation). */
  script(responses: readonly ScriptedResponse[]): void;
  close(): Promise<void>;
}
