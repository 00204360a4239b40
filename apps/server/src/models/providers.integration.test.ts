import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { messagePlainText, parseMessageContent, type ToolName } from '@kiln/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { buildSystemPrompt } from '../pipeline/system-prompt';
import { ProjectWorkspace } from '../pipeline/tools/workspace';
import { runTurn, type TurnOutput } from '../pipeline/turn';
import { ModelRegistry } from './registry';
import { startFakeAnthropic } from './testing/fake-anthropic';
import { startFakeOpenAI } from './testing/fake-openai';
import type { FakeModelServer, ScriptedEvent, ScriptedResponse } from './testing/script';
import { kilnToolDeclarations } from './testing/tool-declarations';

/**
 * The real provider packages (@ai-sdk/anthropic, @ai-sdk/openai) and Kiln's tool loop (`runTurn`),
 * run end to end against local servers that speak the Anthropic Messages and the OpenAI
 * chat-completions SSE protocols and replay scripted tool-call streams. Nothing is mocked between the
 * registry and the socket: the wire format, the tool schemas Kiln declares, the results it sends back
 * and the files it writes are all real.
 */

const APP_TSX = `export default function App() {
  return (
    <main className="p-8">
      <h1>Hello</h1>
      <p>Start prompting.</p>
    </main>
  );
}
`;
// Quotes, a newline and non-ASCII text: streamed in small pieces, the JSON arguments get cut inside
// escape sequences, which the provider must reassemble before Kiln sees them.
const NEW_HEADING = `<h1 className="text-4xl font-bold tracking-tight">
        Café "Kiln" — ready ✨
      </h1>`;
const EDITED_APP_TSX = APP_TSX.replace('<h1>Hello</h1>', NEW_HEADING);
const COMMIT_MESSAGE = 'Give the home page a warmer heading';
const SUGGESTIONS = ['Add a pricing section', 'Switch to a dark theme', 'Add a contact form'];
const THINKING = 'The user wants a warmer heading. I should read src/App.tsx before editing it.';
const REPLY = 'Let me look at the app first.\n\nI gave the home page a warmer heading.';

interface Fake {
  server: FakeModelServer<unknown>;
  /** The system prompt the server received with request `index`. */
  systemPrompt(index: number): string;
}

interface ProviderCase {
  name: string;
  /** The id the registry lists the model under (its default). */
  modelId: string;
  /** The key Kiln is configured with; null for a keyless local server. */
  key: string | null;
  /** Starts the fake, accepting `acceptedKey` (null: it ignores auth, like Ollama). */
  startFake(acceptedKey: string | null): Promise<Fake>;
  /** The environment a deployment would set to point Kiln at that server. */
  env(url: string, key: string | null): NodeJS.ProcessEnv;
  /** Whether the server streams reasoning (OpenAI's chat completions never does). */
  streamsReasoning: boolean;
  /** Whether streamed reasoning reaches Kiln's markup as a thinking part. */
  showsThinking: boolean;
}

const ANTHROPIC_MODEL = 'claude-sonnet-4-5';
const OPENAI_MODEL = 'gpt-4.1';
const LOCAL_MODEL = 'qwen2.5-coder:7b';

const CASES: ProviderCase[] = [
  {
    name: 'Anthropic (Messages API)',
    modelId: 'sonnet-4',
    key: 'sk-ant-test-0123456789abcdef',
    streamsReasoning: true,
    showsThinking: true,
    async startFake(acceptedKey) {
      const server = await startFakeAnthropic({
        apiKey: acceptedKey ?? '',
        model: ANTHROPIC_MODEL,
        tools: kilnToolDeclarations(),
      });
      return {
        server,
        systemPrompt: (index) => {
          const system = server.requests[index]?.body?.system;
          return typeof system === 'string' ? system : (system ?? []).map((b) => b.text).join('');
        },
      };
    },
    env: (url, key) => ({
      NODE_ENV: 'test',
      ANTHROPIC_API_KEY: key ?? undefined,
      ANTHROPIC_BASE_URL: url,
      KILN_ANTHROPIC_MODEL: ANTHROPIC_MODEL,
    }),
  },
  {
    name: 'OpenAI (chat completions via OPENAI_BASE_URL)',
    modelId: `openai:${OPENAI_MODEL}`,
    key: 'sk-proj-test-0123456789abcdef',
    streamsReasoning: false,
    showsThinking: false,
    async startFake(acceptedKey) {
      const server = await startFakeOpenAI({
        apiKey: acceptedKey,
        model: OPENAI_MODEL,
        tools: kilnToolDeclarations(),
      });
      return { server, systemPrompt: (index) => systemOfChat(server.requests[index]?.body) };
    },
    env: (url, key) => ({
      NODE_ENV: 'test',
      OPENAI_API_KEY: key ?? undefined,
      OPENAI_BASE_URL: url,
      KILN_MODEL: OPENAI_MODEL,
    }),
  },
  {
    name: 'OpenAI-compatible (base URL only, no key)',
    modelId: `local:${LOCAL_MODEL}`,
    key: null,
    // vLLM, LM Studio and DeepSeek-style servers stream `reasoning_content` alongside the answer.
    streamsReasoning: true,
    // @ai-sdk/openai-compatible reads it: the local model's reasoning shows as thinking.
    showsThinking: true,
    async startFake(acceptedKey) {
      const server = await startFakeOpenAI({
        apiKey: acceptedKey,
        model: LOCAL_MODEL,
        tools: kilnToolDeclarations(),
      });
      return { server, systemPrompt: (index) => systemOfChat(server.requests[index]?.body) };
    },
    env: (url) => ({ NODE_ENV: 'test', OPENAI_BASE_URL: url, KILN_MODEL: LOCAL_MODEL }),
  },
];

function systemOfChat(body: { messages: { role: string; content?: unknown }[] } | null | undefined): string {
  const system = body?.messages.find((m) => m.role === 'system' || m.role === 'developer');
  return typeof system?.content === 'string' ? system.content : '';
}

/** The model Kiln would use, built the way the server builds it: from the environment. */
function modelFor(providerCase: ProviderCase, url: string, key: string | null): LanguageModelV3 {
  const registry = new ModelRegistry(loadEnv(providerCase.env(url, key)).models);
  const chosen = registry.getLanguageModel();
  expect(chosen.id).toBe(providerCase.modelId);
  return chosen.model;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startFake(providerCase: ProviderCase, acceptedKey = providerCase.key): Promise<Fake> {
  const fake = await providerCase.startFake(acceptedKey);
  cleanups.push(() => fake.server.close());
  return fake;
}

/** A real project folder inside a scratch folder, so a path escaping it would land where we can see. */
async function makeProject(): Promise<{ scratch: string; root: string; workspace: ProjectWorkspace }> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'kiln-providers-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const root = path.join(scratch, 'project');
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(
    path.join(root, 'package.json'),
    `${JSON.stringify({ name: 'demo', private: true, type: 'module' }, null, 2)}\n`,
  );
  await writeFile(path.join(root, 'src', 'App.tsx'), APP_TSX);
  return { scratch, root, workspace: new ProjectWorkspace(root) };
}

interface TurnRun {
  /** Markup passed to `onMarkup` so far, in order. */
  markup: string[];
  /** Tools that announced a write through `onWrite`. */
  writes: ToolName[];
  done: Promise<TurnOutput>;
}

/** One build-mode turn, wired the way the run controller wires it. */
async function startKilnTurn(
  model: LanguageModelV3,
  workspace: ProjectWorkspace,
  prompt: string,
): Promise<TurnRun> {
  const markup: string[] = [];
  const writes: ToolName[] = [];
  const system = buildSystemPrompt({
    mode: 'build',
    files: await workspace.listFiles(),
    knowledgeBase: '',
    isFirstPrompt: false,
  });
  const done = runTurn({
    model,
    system,
    messages: [{ role: 'user', content: prompt }],
    workspace,
    signal: AbortSignal.timeout(20_000),
    onMarkup: (m) => markup.push(m),
    onWrite: (tool) => writes.push(tool),
  });
  return { markup, writes, done };
}

async function runKilnTurn(model: LanguageModelV3, workspace: ProjectWorkspace, prompt: string) {
  const turn = await startKilnTurn(model, workspace, prompt);
  const output = await turn.done;
  return { output, markup: turn.markup.join(''), writes: turn.writes };
}

/** Runs a turn that must fail; returns its error and the markup streamed before it. */
async function failKilnTurn(
  model: LanguageModelV3,
  workspace: ProjectWorkspace,
): Promise<{ error: Error; markup: string }> {
  const turn = await startKilnTurn(model, workspace, 'Make the heading warmer');
  const error = await turn.done.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return { error: error as Error, markup: turn.markup.join('') };
}

/** Read the app, edit it (arguments streamed in many pieces), name the commit, suggest, answer. */
function editScript(withThinking: boolean): ScriptedResponse[] {
  const thinking: ScriptedEvent[] = withThinking
    ? [
        {
          type: 'thinking',
          chunks: ['The user wants a warmer heading.', ' I should read src/App.tsx', ' before editing it.'],
        },
      ]
    : [];
  return [
    {
      events: [
        ...thinking,
        { type: 'text', chunks: ['Let me look', ' at the app first.'] },
        { type: 'tool', name: 'read_file', input: { path: 'src/App.tsx' }, pieces: 3 },
      ],
      usage: { input: 1200, output: 64 },
    },
    {
      events: [
        {
          type: 'tool',
          name: 'edit_file',
          input: { path: 'src/App.tsx', search: '<h1>Hello</h1>', replace: NEW_HEADING },
          pieces: 40,
        },
        { type: 'tool', name: 'set_commit_message', input: { message: COMMIT_MESSAGE }, pieces: 5 },
        { type: 'tool', name: 'suggest', input: { suggestions: SUGGESTIONS }, pieces: 6 },
      ],
      usage: { input: 1500, output: 180 },
    },
    {
      events: [{ type: 'text', chunks: ['I gave the home page', ' a warmer heading.'] }],
      usage: { input: 1800, output: 24 },
    },
  ];
}

describe.each(CASES)('$name', (providerCase) => {
  it('runs a whole edit turn through the real provider and tool loop', async () => {
    const fake = await startFake(providerCase);
    const { root, workspace } = await makeProject();
    fake.server.script(editScript(providerCase.streamsReasoning));

    const model = modelFor(providerCase, fake.server.url, providerCase.key);
    const { output, markup, writes } = await runKilnTurn(model, workspace, 'Make the heading warmer');

    // The server saw a valid conversation: Kiln's tools and schemas, each result sent back in turn (the
    // fake refuses a request that drops a tool call, its result, or a thinking block's signature).
    expect(fake.server.problems).toEqual([]);
    expect(fake.server.pending).toBe(0);
    const requests = fake.server.requests;
    expect(requests.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(fake.systemPrompt(0)).toContain('Project files:\n- package.json\n- src/App.tsx');
    expect(requests[0]?.toolResults).toEqual([]);
    expect(requests[1]?.toolResults.map((r) => r.content)).toEqual([APP_TSX]);
    expect(requests[2]?.toolResults.map((r) => r.content)).toEqual([
      'Edited src/App.tsx',
      'Commit message set',
      'Suggestions noted',
    ]);
    expect(requests.flatMap((r) => r.toolResults).every((r) => r.isError !== true)).toBe(true);

    // The edit landed on disk exactly as scripted, and the turn recorded it.
    expect(await readFile(path.join(root, 'src', 'App.tsx'), 'utf8')).toBe(EDITED_APP_TSX);
    expect(writes).toEqual(['edit_file']);
    expect([...output.record.files.values()]).toEqual([{ path: 'src/App.tsx', action: 'edit' }]);
    expect(output.record.commitMessage).toBe(COMMIT_MESSAGE);
    expect(output.record.suggestions).toEqual(SUGGESTIONS);

    // The streamed markup parses into the thinking (where the provider carries it) and the reply.
    const parts = parseMessageContent(markup).map((p) =>
      p.type === 'text' ? { ...p, content: p.content.trim() } : p,
    );
    // The edit is told as it lands (the workspace's Refining pane names the file), between the
    // reply's first step and its last.
    const [before, after] = REPLY.split('\n\n');
    expect(parts).toEqual([
      ...(providerCase.showsThinking ? [{ type: 'thinking', content: THINKING, complete: true }] : []),
      { type: 'text', content: before },
      { type: 'file_changes', files: [{ path: 'src/App.tsx', action: 'edit' }] },
      { type: 'text', content: after },
    ]);
    expect(output.text).toBe(REPLY);

    // Usage is read from the stream and summed over the three steps.
    expect(output.promptTokens).toBe(1200 + 1500 + 1800);
    expect(output.completionTokens).toBe(64 + 180 + 24);
  });

  it('sends the model its hostile tool call back as an error and writes nothing outside', async () => {
    const fake = await startFake(providerCase);
    const { scratch, root, workspace } = await makeProject();
    fake.server.script([
      {
        events: [
          { type: 'text', chunks: ['Saving a note.'] },
          { type: 'tool', name: 'write_file', input: { path: '../escape.txt', content: 'outside' } },
        ],
        usage: { input: 900, output: 30 },
      },
      {
        events: [{ type: 'text', chunks: ['That path is outside the project, so I left it alone.'] }],
        usage: { input: 1000, output: 12 },
      },
    ]);

    const model = modelFor(providerCase, fake.server.url, providerCase.key);
    const { output } = await runKilnTurn(model, workspace, 'Save a note next to the project');

    expect(fake.server.problems).toEqual([]);
    const [result] = fake.server.requests[1]?.toolResults ?? [];
    expect(result?.content).toContain('Path leaves the project: ../escape.txt');
    // Anthropic flags the result as an error; chat completions has no flag, only the text.
    if (result?.isError !== undefined) expect(result.isError).toBe(true);
    expect(existsSync(path.join(scratch, 'escape.txt'))).toBe(false);
    expect(await readdir(scratch)).toEqual(['project']);
    expect(await workspace.listFiles()).toEqual(['package.json', 'src/App.tsx']);
    expect(await readFile(path.join(root, 'src', 'App.tsx'), 'utf8')).toBe(APP_TSX);
    expect(output.record.hasChanges).toBe(false);
    expect(output.text).toContain('outside the project');
  });

  it('rejects the turn on a 401 without leaking the key', async () => {
    const { workspace } = await makeProject();
    const secret = 'sk-wrong-5f1c9e2a7b3d4e6f8a9b0c1d2e3f4a5b';
    // A keyed provider meets a server that wants another key; a keyless one meets a local server
    // started with an API key (vLLM's --api-key), which refuses every request.
    const fake = await startFake(providerCase, providerCase.key === null ? null : 'sk-the-right-key-000000');
    if (providerCase.key === null) fake.server.script([{ error: { status: 401 } }]);
    const model = modelFor(providerCase, fake.server.url, providerCase.key === null ? null : secret);

    const { error } = await failKilnTurn(model, workspace);

    expect(error.message).toMatch(/invalid x-api-key|Incorrect API key/);
    // Not in the message, and nowhere in the error object a logger would serialise.
    expect(inspect(error, { depth: 10 })).not.toContain(secret);
    expect(inspect(error, { depth: 10 })).not.toContain(secret.slice(-12));
    // An auth failure is not retried.
    expect(fake.server.requests.map((r) => r.status)).toEqual([401]);
    expect(fake.server.problems).toEqual([]);
  });

  it('retries a server error once, then succeeds', async () => {
    const fake = await startFake(providerCase);
    const { workspace } = await makeProject();
    fake.server.script([
      // retry-after 0 keeps the AI SDK from backing off for two seconds.
      { error: { status: 500, retryAfterSeconds: 0 } },
      { events: [{ type: 'text', chunks: ['Still', ' here.'] }], usage: { input: 10, output: 3 } },
    ]);
    const model = modelFor(providerCase, fake.server.url, providerCase.key);

    const { output } = await runKilnTurn(model, workspace, 'Hello?');

    expect(output.text).toBe('Still here.');
    expect(fake.server.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(fake.server.problems).toEqual([]);
  });

  it('rejects the turn when the rate limit persists', async () => {
    const fake = await startFake(providerCase);
    const { workspace } = await makeProject();
    fake.server.script([
      { error: { status: 429, retryAfterSeconds: 0 } },
      { error: { status: 429, retryAfterSeconds: 0 } },
    ]);
    const model = modelFor(providerCase, fake.server.url, providerCase.key);

    const { error } = await failKilnTurn(model, workspace);

    expect(error.message).toMatch(/rate limit/i);
    expect(fake.server.requests.map((r) => r.status)).toEqual([429, 429]);
    if (providerCase.key) expect(inspect(error, { depth: 10 })).not.toContain(providerCase.key);
  });

  const scriptMidStreamFailure = (fake: Fake) =>
    fake.server.script([
      {
        events: [
          { type: 'text', chunks: ['Working on it'] },
          { type: 'stream-error', message: 'Overloaded' },
        ],
        usage: { input: 10, output: 3 },
      },
    ]);

  it('rejects the turn when the stream fails midway, after streaming what came before', async () => {
    const fake = await startFake(providerCase);
    const { workspace } = await makeProject();
    scriptMidStreamFailure(fake);
    const model = modelFor(providerCase, fake.server.url, providerCase.key);

    const { markup } = await failKilnTurn(model, workspace);

    expect(messagePlainText(markup)).toBe('Working on it');
    // A failure after output has started is not retried (the reply would be streamed twice).
    expect(fake.server.requests.map((r) => r.status)).toEqual([200]);
    expect(fake.server.problems).toEqual([]);
  });

  // Providers report a mid-stream failure as a plain `{ type, message }` object; the run keeps its reason.
  it('names the provider’s reason when the stream fails midway', async () => {
    const fake = await startFake(providerCase);
    const { workspace } = await makeProject();
    scriptMidStreamFailure(fake);
    const model = modelFor(providerCase, fake.server.url, providerCase.key);

    const { error } = await failKilnTurn(model, workspace);

    expect(error.message).toContain('Overloaded');
  });
});
