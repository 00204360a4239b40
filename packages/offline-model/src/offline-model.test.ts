import { getEventListeners } from 'node:events';
import type {
  LanguageModelV3CallOptions,
  LanguageModelV3FunctionTool,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { kilnProviderOptions, TOOL_INPUTS } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from './offline-model';

const TOOLS: LanguageModelV3FunctionTool[] = Object.keys(TOOL_INPUTS).map((name) => ({
  type: 'function',
  name,
  inputSchema: { type: 'object' },
}));

const SYSTEM =
  'Project files:\n- index.html\n- src/App.tsx\n- src/index.css\n- src/main.tsx\n- src/pages/Index.tsx';

function user(text: string): LanguageModelV3Prompt[number] {
  return { role: 'user', content: [{ type: 'text', text }] };
}

function call(
  prompt: LanguageModelV3Prompt,
  { tools = TOOLS }: { tools?: LanguageModelV3FunctionTool[] | null } = {},
): LanguageModelV3CallOptions {
  return { prompt: [{ role: 'system', content: SYSTEM }, ...prompt], ...(tools ? { tools } : {}) };
}

async function collect(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamPart[]> {
  const { stream } = await createOfflineModel({ delayMs: 0 }).doStream(options);
  const parts: LanguageModelV3StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

function toolCalls(parts: LanguageModelV3StreamPart[]) {
  return parts.flatMap((part) =>
    part.type === 'tool-call'
      ? [{ name: part.toolName, input: JSON.parse(part.input) as Record<string, unknown> }]
      : [],
  );
}

describe('createOfflineModel', () => {
  it('is a LanguageModelV3 named kiln-offline', () => {
    const model = createOfflineModel({ delayMs: 0 });
    expect(model).toMatchObject({ specificationVersion: 'v3', provider: 'kiln', modelId: 'kiln-offline' });
  });

  it("takes a project's only message as an edit when the run says the app exists (providerOptions.kiln)", async () => {
    const prompt = [user('Change the main heading to Hello Lisbon')];
    const names = async (options: LanguageModelV3CallOptions) =>
      toolCalls(await collect(options)).map((c) => c.name);
    expect(await names(call(prompt))).toContain('set_project_name');
    const edit = await names({
      ...call(prompt),
      providerOptions: kilnProviderOptions({ existingApp: true }),
    });
    expect(edit).not.toContain('set_project_name');
    expect(edit).not.toContain('write_file');
  });

  it('streams thinking, text, tool calls and a finish with usage, in that order', async () => {
    const parts = await collect(call([user('A landing page for a bakery in Lisbon called Crumb & Co')]));
    const types: string[] = parts.map((part) => part.type);
    expect(types[0]).toBe('stream-start');
    const order = ['reasoning-start', 'reasoning-end', 'text-start', 'text-end', 'tool-call', 'finish'].map(
      (type) => types.indexOf(type),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(types.at(-1)).toBe('finish');

    const calls = toolCalls(parts);
    expect(calls[0]).toEqual({ name: 'set_project_name', input: { name: 'Crumb & Co' } });
    const written = calls.filter((item) => item.name === 'write_file').map((item) => item.input.path);
    expect(written).toEqual(
      expect.arrayContaining(['src/App.tsx', 'src/pages/Index.tsx', 'src/index.css', 'index.html']),
    );
    expect(written).not.toContain('src/main.tsx');
    expect(calls.map((item) => item.name)).toEqual(expect.arrayContaining(['set_commit_message', 'suggest']));

    const finish = parts.at(-1);
    expect(finish?.type === 'finish' && finish.finishReason.unified).toBe('tool-calls');
    const text = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join('');
    const outputChars = text.length + calls.reduce((sum, item) => sum + JSON.stringify(item.input).length, 0);
    expect(finish?.type === 'finish' && finish.usage.outputTokens.text).toBe(Math.ceil(outputChars / 4));
    expect(finish?.type === 'finish' && finish.usage.inputTokens.total).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const prompt = call([user('An online store for handmade ceramics, in green')]);
    expect(await collect(prompt)).toEqual(await collect(prompt));
  });

  it('sums up after the tool results come back, and stops', async () => {
    const parts = await collect(
      call([
        user('A todo app'),
        {
          role: 'assistant',
          content: [
            { type: 'tool-call', toolCallId: 'c1', toolName: 'set_project_name', input: { name: 'Tidy' } },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 'c1',
              toolName: 'set_project_name',
              output: { type: 'text', value: 'ok' },
            },
          ],
        },
      ]),
    );
    expect(toolCalls(parts)).toEqual([]);
    const finish = parts.at(-1);
    expect(finish?.type === 'finish' && finish.finishReason.unified).toBe('stop');
  });

  it('answers in text and never calls tools in chat mode', async () => {
    for (const tools of [null, []]) {
      const parts = await collect(
        call(
          [
            user('A landing page'),
            { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
            user('make it blue'),
          ],
          { tools },
        ),
      );
      expect(toolCalls(parts)).toEqual([]);
      expect(parts.some((part) => part.type === 'text-delta' && part.delta.includes('Build'))).toBe(true);
    }
  });

  it('says what it can do, and how to connect a real model, instead of guessing', async () => {
    const parts = await collect(
      call([
        user('A landing page'),
        { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
        user('Integrate Stripe payments'),
      ]),
    );
    expect(toolCalls(parts)).toEqual([]);
    const text = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join('');
    expect(text).toContain('ANTHROPIC_API_KEY');
    expect(text).toContain('OPENAI_BASE_URL');
    expect(text).toMatch(/add or remove a section/);
  });

  it('reads first, then edits what it read', async () => {
    const history: LanguageModelV3Prompt = [
      user('A landing page'),
      { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
      user('make it blue'),
    ];
    const first = toolCalls(await collect(call(history)));
    expect(first).toEqual([{ name: 'read_file', input: { path: 'src/index.css' } }]);

    const css = ':root {\n  --primary: oklch(0.2 0 0);\n}\n.dark {\n  --primary: oklch(0.9 0 0);\n}\n';
    const afterRead: LanguageModelV3Prompt = [
      ...history,
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'r1', toolName: 'read_file', input: { path: 'src/index.css' } },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'r1',
            toolName: 'read_file',
            output: { type: 'text', value: css },
          },
        ],
      },
    ];
    const second = toolCalls(await collect(call(afterRead)));
    expect(second.map((item) => item.name)).toEqual(['edit_file', 'set_commit_message', 'suggest']);
    expect(second[0]?.input.replace).toContain('--primary: #2563eb;');

    // The edit's search text no longer matches: it falls back to writing the whole file.
    const afterFailedEdit: LanguageModelV3Prompt = [
      ...afterRead,
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'e1', toolName: 'edit_file', input: second[0]?.input ?? {} },
          {
            type: 'tool-call',
            toolCallId: 'e2',
            toolName: 'set_commit_message',
            input: second[1]?.input ?? {},
          },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'e1',
            toolName: 'edit_file',
            output: { type: 'error-text', value: 'The search text was not found in src/index.css.' },
          },
          {
            type: 'tool-result',
            toolCallId: 'e2',
            toolName: 'set_commit_message',
            output: { type: 'text', value: 'ok' },
          },
        ],
      },
    ];
    const third = toolCalls(await collect(call(afterFailedEdit)));
    expect(third).toHaveLength(1);
    expect(third[0]?.name).toBe('write_file');
    expect(third[0]?.input.path).toBe('src/index.css');
    expect(third[0]?.input.content).toContain('--primary: #2563eb;');

    const afterRewrite: LanguageModelV3Prompt = [
      ...afterFailedEdit,
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'w1', toolName: 'write_file', input: third[0]?.input ?? {} },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'w1',
            toolName: 'write_file',
            output: { type: 'text', value: 'ok' },
          },
        ],
      },
    ];
    const last = await collect(call(afterRewrite));
    expect(toolCalls(last)).toEqual([]);
    expect(last.some((part) => part.type === 'text-delta')).toBe(true);
  });

  it('paces chunks by delayMs', async () => {
    const options = call([
      user('A landing page'),
      { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
      user('Integrate Stripe'),
    ]);
    const { stream } = await createOfflineModel({ delayMs: 5 }).doStream(options);
    const started = performance.now();
    let deltas = 0;
    for await (const part of stream) if (part.type === 'text-delta') deltas += 1;
    expect(performance.now() - started).toBeGreaterThanOrEqual((deltas - 1) * 5 - 5);
  });

  it('leaves no abort listener behind on the run signal, however many chunks it paces', async () => {
    const options = call([user('A landing page for a bakery called Crumb')]);
    const abort = new AbortController();
    const { stream } = await createOfflineModel({ delayMs: 1 }).doStream({
      ...options,
      abortSignal: abort.signal,
    });
    let parts = 0;
    for await (const _ of stream) parts += 1;
    expect(parts).toBeGreaterThan(20);
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });

  it('answers doGenerate with the same content', async () => {
    const options = call([user('A fitness tracker')]);
    const result = await createOfflineModel({ delayMs: 0 }).doGenerate(options);
    expect(result.content.map((part) => part.type).slice(0, 3)).toEqual(['reasoning', 'text', 'tool-call']);
    expect(result.finishReason.unified).toBe('tool-calls');
    const streamed = toolCalls(await collect(options));
    expect(result.content.filter((part) => part.type === 'tool-call')).toHaveLength(streamed.length);
  });
});
