import http from 'node:http';
import {
  type AiIntegrations,
  calls,
  MESSAGES,
  partMarkup,
  SITE_AI_MESSAGES,
  SITE_AI_MODEL_HEADER,
  SITE_AI_OFFLINE_HEADER,
  type SiteAiLimits,
} from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertMessage } from '../../chat/repository';
import { startFakeAnthropic } from '../../models/testing/fake-anthropic';
import type { FakeModelServer } from '../../models/testing/script';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

/**
 * The AI integrations (seed 002 "integrations details", seed 000 call 19) and site AI (issue 16 §4):
 * an app's `POST /api/kiln/ai/*` on its own origin, answered by the real AI SDK against a local
 * server speaking Anthropic's Messages API, or by Kiln's offline model on an instance without one.
 */

const MODEL = 'claude-sonnet-4-5';
const KEY = 'sk-ant-test-site-ai-0123456789';

let fake: FakeModelServer<unknown>;
let withModel: TestApp;
let offline: TestApp;

// A new project's first run (setup and build) comes before the integrations; it takes a while here.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

beforeAll(async () => {
  fake = (await startFakeAnthropic({ apiKey: KEY, model: MODEL })) as FakeModelServer<unknown>;
  [withModel, offline] = await Promise.all([
    createTestApp({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url, KILN_ANTHROPIC_MODEL: MODEL }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withModel.close(), offline.close()]);
  await fake.close();
});

async function newProject(t: TestApp, owner: TestUser) {
  const res = await call(t.app, calls.createProject, { prompt: 'A reading list' }, owner);
  const created = res.body.data as { _id: string; subdomain: string };
  // A new project's setup runs first; the AI integrations wait for it like the dialog does.
  await t.ctx.runs.whenIdle(created._id);
  return created;
}

function saveDetails(
  t: TestApp,
  webId: string,
  as: TestUser | null,
  integrations: AiIntegrations,
  limits?: SiteAiLimits,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/integrations/details/${webId}`,
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
    payload: { integrations, ...(limits ? { limits } : {}) },
  });
}

function askSite(
  t: TestApp,
  subdomain: string,
  feature: string,
  payload: unknown,
  { ip = '203.0.113.7', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  const host = `${subdomain}.preview.localhost:3000`;
  return t.app.inject({
    method: 'POST',
    url: `/api/kiln/ai/${feature}`,
    remoteAddress: ip,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function openAiTokens(t: TestApp, webId: string, owner: TestUser): Promise<number> {
  return (await call(t.app, calls.getTokenStats, { webId }, owner)).body.data.openAITokens;
}

describe('POST /api/integrations/details/:webId', () => {
  it("saves the owner's flags, refuses unknown ids, others and a running generation", async () => {
    const owner = await signUp(offline.app);
    const other = await signUp(offline.app);
    const { _id: webId } = await newProject(offline, owner);

    const saved = await saveDetails(
      offline,
      webId,
      owner,
      { chat: { enabled: true } },
      {
        projectPerHour: 50,
        visitorPerHour: 5,
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ chat: { enabled: true } });
    const more = await saveDetails(offline, webId, owner, { summarize: { enabled: true } });
    expect(more.json().data).toEqual({ chat: { enabled: true }, summarize: { enabled: true } });
    const project = (await call(offline.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.integrations.aiLimits).toEqual({ projectPerHour: 50, visitorPerHour: 5 });
    const list = await call(offline.app, calls.listIntegrations, { webId }, owner);
    expect(list.body.data.find((entry: { id: string }) => entry.id === 'ai').status).toBe('connected');

    const unknown = await saveDetails(offline, webId, owner, { telepathy: { enabled: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown AI integration: telepathy');
    expect((await saveDetails(offline, webId, other, { chat: { enabled: false } })).statusCode).toBe(403);
    expect((await saveDetails(offline, webId, null, { chat: { enabled: false } })).statusCode).toBe(401);

    const slot = await offline.ctx.runs.reserve(webId);
    try {
      const busy = await saveDetails(offline, webId, owner, { chat: { enabled: false } });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(MESSAGES.WAIT_WHILE_GENERATING);
    } finally {
      slot?.release();
    }
    const off = await saveDetails(offline, webId, owner, {
      chat: { enabled: false },
      summarize: { enabled: false },
    });
    expect(off.json().data).toEqual({ chat: { enabled: false }, summarize: { enabled: false } });
  });
});

describe('POST /api/integrations/auto-integrate', () => {
  it('turns on the AI features and maps the latest nudges asked for, unless declined', async () => {
    const owner = await signUp(offline.app);
    const { _id: webId } = await newProject(offline, owner);
    const none = await call(offline.app, calls.autoIntegrate, { webId }, owner);
    expect(none.status).toBe(200);
    expect(none.body.data.ai).toEqual({});
    expect(none.body.data.mapbox).toEqual({ enabled: false, using: false });

    await insertMessage(offline.ctx.db, {
      projectId: webId,
      role: 'assistant',
      content: `Added a summary panel.${partMarkup({ type: 'integration_nudge', subtype: 'ai' })}${partMarkup({ type: 'integration_nudge', subtype: 'mapbox' })}`,
    });
    await call(offline.app, calls.denyIntegration, { webId, integrationType: 'mapbox' }, owner);
    const res = await call(offline.app, calls.autoIntegrate, { webId }, owner);
    expect(res.body.data.ai).toEqual({
      chat: { enabled: true },
      generate: { enabled: true },
      summarize: { enabled: true },
      image: { enabled: true },
    });
    // 'Not Now' on the maps nudge stands.
    expect(res.body.data.mapbox).toEqual({ enabled: false, using: false });
    const other = await signUp(offline.app);
    expect((await call(offline.app, calls.autoIntegrate, { webId }, other)).status).toBe(403);
  });

  it("follows the offline model's own nudge: it adds an AI chat box, asks for AI, and the box's chat answers", async () => {
    const owner = await signUp(offline.app);
    const { _id: webId, subdomain } = await newProject(offline, owner);
    const asked = await call(
      offline.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Add an AI chat box' }] },
      owner,
    );
    expect(asked.status).toBe(200);
    await offline.ctx.runs.whenIdle(webId);

    const history = (await call(offline.app, calls.getChatHistory, { webId }, owner)).body.data as {
      role: string;
      content: string;
      commitMessage: string | null;
    }[];
    const reply = history.at(-1);
    expect(reply?.commitMessage).toBe('Add an AI chat section');
    expect(reply?.content).toContain(partMarkup({ type: 'integration_nudge', subtype: 'ai' }));
    // The new version has the box, asking Kiln's AI on the app's own origin.
    const { files } = (await call(offline.app, calls.listProjectFiles, { webId }, owner)).body.data as {
      files: { path: string; content: string | null }[];
    };
    const box = files.find((file) => file.content?.includes('export function AiChatSection'));
    expect(box?.content).toContain("askAi('chat'");
    expect(files.find((file) => file.path === 'src/lib/kiln-ai.ts')?.content).toContain('/api/kiln/ai/');

    const connected = await call(offline.app, calls.autoIntegrate, { webId }, owner);
    expect(connected.body.data.ai.chat).toEqual({ enabled: true });
    const answer = await askSite(offline, subdomain, 'chat', {
      messages: [{ role: 'user', content: 'What can you do?' }],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers[SITE_AI_OFFLINE_HEADER]).toBe('true');
    expect(answer.body.length).toBeGreaterThan(0);
  });
});

describe('site AI with a configured model (AI SDK against the Anthropic wire protocol)', () => {
  let owner: TestUser;
  let p: { _id: string; subdomain: string };
  beforeAll(async () => {
    owner = await signUp(withModel.app);
    p = await newProject(withModel, owner);
  });

  it('refuses a feature the owner did not enable, and is not served on Kiln’s own origin', async () => {
    const asked = fake.requests.length;
    const refused = await askSite(withModel, p.subdomain, 'chat', {
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SITE_AI_MESSAGES.DISABLED);
    const onKiln = await withModel.app.inject({
      method: 'POST',
      url: '/api/kiln/ai/chat',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: { messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(onKiln.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(asked);
  });

  it("streams the model's answer as text, with Kiln's instructions only, and counts its tokens", async () => {
    await saveDetails(withModel, p._id, owner, { chat: { enabled: true }, summarize: { enabled: true } });
    const before = await openAiTokens(withModel, p._id, owner);
    const problems = fake.problems.length;
    fake.script([
      {
        events: [{ type: 'text', chunks: ['Tea ', 'keeps ', 'best ', 'sealed.'] }],
        usage: { input: 31, output: 9 },
      },
    ]);
    const res = await askSite(withModel, p.subdomain, 'chat', {
      messages: [{ role: 'user', content: 'How do I store tea?' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers[SITE_AI_MODEL_HEADER]).toBe('sonnet-4');
    expect(res.headers[SITE_AI_OFFLINE_HEADER]).toBe('false');
    expect(res.body).toBe('Tea keeps best sealed.');
    expect(fake.problems.slice(problems)).toEqual([]);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('How do I store tea?');
    // The project's own prompt and its owner's key never travel with a visitor's request.
    expect(sent).not.toContain('A reading list');
    expect(sent).not.toContain(KEY);
    expect(res.body).not.toContain(KEY);
    expect(await openAiTokens(withModel, p._id, owner)).toBe(before + 40);
  });

  it('streams over a real connection as chunked plain text', async () => {
    const address = await withModel.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    fake.script([
      { events: [{ type: 'text', chunks: ['A short ', 'summary.'] }], usage: { input: 50, output: 4 } },
    ]);
    const body = JSON.stringify({ text: 'A long text about tea. It has many sentences. They go on.' });
    const { status, headers, chunks } = await new Promise<{
      status: number;
      headers: http.IncomingHttpHeaders;
      chunks: string[];
    }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/kiln/ai/summarize',
          headers: { host: `${p.subdomain}.preview.localhost:${port}`, 'content-type': 'application/json' },
        },
        (res) => {
          const received: string[] = [];
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => received.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks: received }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(chunks.join('')).toBe('A short summary.');
  });

  it('answers a model failing at once with a clear 502, not an empty answer', async () => {
    fake.script([{ error: { status: 400, message: 'prompt is too long' } }]);
    const res = await askSite(withModel, p.subdomain, 'chat', {
      messages: [{ role: 'user', content: 'Hello' }],
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(SITE_AI_MESSAGES.FAILED);
  });

  it('refuses bad input clearly: not JSON, wrong shape, too large, another origin', async () => {
    const notJson = await askSite(withModel, p.subdomain, 'summarize', 'text=hello');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(SITE_AI_MESSAGES.INVALID_JSON);
    const shape = await askSite(withModel, p.subdomain, 'summarize', { text: '' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toMatch(/^text: /);
    const large = await askSite(withModel, p.subdomain, 'summarize', { text: 'word '.repeat(20_000) });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(SITE_AI_MESSAGES.TOO_LARGE);
    const elsewhere = await askSite(
      withModel,
      p.subdomain,
      'summarize',
      { text: 'Hi there.' },
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(elsewhere.statusCode).toBe(403);
    const unknown = await askSite(withModel, p.subdomain, 'telepathy', { text: 'Hi' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('site AI limits', () => {
  it("answers 429 with a clear message past the owner's per-visitor and per-project limits", async () => {
    const owner = await signUp(offline.app);
    const p = await newProject(offline, owner);
    await saveDetails(
      offline,
      p._id,
      owner,
      { summarize: { enabled: true } },
      {
        projectPerHour: 3,
        visitorPerHour: 2,
      },
    );
    const ask = (ip: string) => askSite(offline, p.subdomain, 'summarize', { text: 'One sentence.' }, { ip });
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    const visitor = await ask('198.51.100.1');
    expect(visitor.statusCode).toBe(429);
    expect(visitor.json().message).toBe(SITE_AI_MESSAGES.VISITOR_LIMIT);
    expect(Number(visitor.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('198.51.100.2')).statusCode).toBe(200);
    const project = await ask('198.51.100.3');
    expect(project.statusCode).toBe(429);
    expect(project.json().message).toBe(SITE_AI_MESSAGES.PROJECT_LIMIT);
  });
});

describe("site AI on Kiln's offline model", () => {
  it('summarises by picking key sentences, says plainly what it is in chat, and is labelled', async () => {
    const owner = await signUp(offline.app);
    const p = await newProject(offline, owner);
    await saveDetails(offline, p._id, owner, {
      chat: { enabled: true },
      summarize: { enabled: true },
      generate: { enabled: true },
      image: { enabled: true },
    });
    const article =
      'Kiln builds web apps from a chat. Every edit of a Kiln app is a git commit. ' +
      'The weather was nice on Tuesday. Kiln apps are previewed live beside the chat. ' +
      'Lunch was soup. Kiln apps can be deployed with one click. A cat sat on the mat. ' +
      'Deployed Kiln apps keep every version. Someone bought bread. The end came quickly.';
    const summary = await askSite(offline, p.subdomain, 'summarize', { text: article });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers[SITE_AI_OFFLINE_HEADER]).toBe('true');
    expect(summary.headers[SITE_AI_MODEL_HEADER]).toContain("Kiln's offline model");
    // Two of the ten sentences, taken verbatim, about what the text keeps returning to.
    const sentences = summary.body.split(/(?<=\.)\s/);
    expect(sentences).toHaveLength(2);
    for (const sentence of sentences) {
      expect(article).toContain(sentence);
      expect(sentence).toContain('Kiln');
    }

    const chat = await askSite(offline, p.subdomain, 'chat', {
      messages: [{ role: 'user', content: 'What is the capital of France?' }],
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain("I'm Kiln's offline model");
    expect(chat.body).toContain("can't understand questions");
    expect(chat.body).not.toContain('Paris');
    const generated = await askSite(offline, p.subdomain, 'generate', { prompt: 'A poem about bread' });
    expect(generated.body).toContain("can't understand questions or write new text");
    const image = await askSite(offline, p.subdomain, 'image', { prompt: 'A lighthouse at dusk' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers[SITE_AI_OFFLINE_HEADER]).toBe('true');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toMatch(/^<svg /);
    // What the offline model read and wrote is counted (estimated) into the project's usage.
    expect(await openAiTokens(offline, p._id, owner)).toBeGreaterThan(0);
  });
});
