import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  calls,
  parseMessageContent,
  type ServerToClientEvents,
} from '@kiln/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverInterruptedWork } from '../engine/recover';
import { setProjectState } from '../projects/repository';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { insertMessage } from './repository';

let t: TestApp;
let url: string;
let owner: TestUser;
let free: TestUser;
let webId: string;

async function history(id: string, as: TestUser = owner) {
  return (await call(t.app, calls.getChatHistory, { webId: id }, as)).body.data as {
    _id: string;
    role: string;
    content: string;
    commitHash: string | null;
    commitMessage: string | null;
  }[];
}

async function settle() {
  await t.ctx.runs.drain();
}

beforeAll(async () => {
  t = await createTestApp({ KILN_FREE_EDITS_PER_MONTH: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await signUp(t.app); // premium
  free = await signUp(t.app);
  webId = (
    await call(t.app, calls.createProject, { prompt: 'A landing page for "Crumb", a bakery in Porto' }, owner)
  ).body.data._id;
  await settle();
});
afterAll(() => t.close());

describe('the first run', () => {
  it('turns the prompt into a named, committed, served app with a streamed reply', async () => {
    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project.phase).toBe('COMPLETE');
    expect(project.projectName).not.toBe('Generating');
    const messages = await history(webId);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]?.content).toBe('A landing page for "Crumb", a bakery in Porto');
    const reply = messages[1];
    const parts = parseMessageContent(reply?.content ?? '');
    expect(parts.some((p) => p.type === 'thinking' && p.complete)).toBe(true);
    expect(parts.some((p) => p.type === 'text')).toBe(true);
    // Each write is told as it happens (the workspace's 'Refining' pane names it), each file once.
    const changes = parts.flatMap((p) => (p.type === 'file_changes' ? [p.files] : []));
    expect(changes.length).toBeGreaterThan(2);
    const listed = changes.flatMap((files) => files.map((f) => f.path));
    expect(listed).toContain('src/pages/Index.tsx');
    expect(listed).toHaveLength(new Set(listed).size);
    expect(reply?.commitHash).toBe(project.currentCommitHash);
    const versions = (await call(t.app, calls.listVersions, { webId }, owner)).body.data;
    expect(versions).toHaveLength(2);
    const preview = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${project.subdomain}.preview.localhost`, accept: 'text/html' },
    });
    expect(preview.statusCode).toBe(200);
  });
});

describe('POST /api/web/chat/messages', () => {
  it('stores the message first, answers with the assistant message id, and refuses a second send with 409', async () => {
    const res = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Make it blue' }], mode: 'build' },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.lastMessageId).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.subscription.editsInfo.used).toBeGreaterThan(0);
    const again = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'And bigger' }] },
      owner,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    const stored = await history(webId);
    expect(stored.map((m) => m.content)).toContain('Make it blue');
    await settle();
    const after = await history(webId);
    const reply = after.find((m) => m._id === res.body.data.lastMessageId);
    expect(reply?.commitHash).toBeTruthy();
    expect(reply?.commitMessage).toBeTruthy();
    expect((await call(t.app, calls.listVersions, { webId }, owner)).body.data).toHaveLength(3);
  });

  it('answers in chat mode without touching the code', async () => {
    const before = (await call(t.app, calls.listVersions, { webId }, owner)).body.data.length;
    const res = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'What pages does my app have?' }], mode: 'chat' },
      owner,
    );
    expect(res.status).toBe(200);
    await settle();
    const reply = (await history(webId)).find((m) => m._id === res.body.data.lastMessageId);
    expect(reply?.commitHash).toBeNull();
    expect(parseMessageContent(reply?.content ?? '').some((p) => p.type === 'text')).toBe(true);
    expect((await call(t.app, calls.listVersions, { webId }, owner)).body.data).toHaveLength(before);
    expect((await call(t.app, calls.getProject, { webId }, owner)).body.data.phase).toBe('COMPLETE');
  });

  it('gives the SUBSCRIPTION_LIMIT body to a free plan past its edits', async () => {
    const mine = (await call(t.app, calls.createProject, { prompt: 'A todo app' }, free)).body.data._id;
    await settle();
    const first = await call(
      t.app,
      calls.sendChatMessage,
      { webId: mine, messages: [{ role: 'user', content: 'Make it green' }] },
      free,
    );
    expect(first.status).toBe(402);
    expect(first.body).toMatchObject({
      type: 'SUBSCRIPTION_LIMIT',
      success: false,
      code: 'payment_required',
      limits: { editsAllowed: 1 },
      upgrade: { plan: 'premium' },
    });
    // Chat mode is not an edit.
    expect(
      (
        await call(
          t.app,
          calls.sendChatMessage,
          { webId: mine, messages: [{ role: 'user', content: 'Hi?' }], mode: 'chat' },
          free,
        )
      ).status,
    ).toBe(200);
    await settle();
  });

  it('is the owner’s: validation, visitors, strangers and private projects', async () => {
    const body = { webId, messages: [{ role: 'user' as const, content: 'Hi' }], mode: 'chat' as const };
    expect((await call(t.app, calls.sendChatMessage, body, null)).status).toBe(401);
    expect((await call(t.app, calls.sendChatMessage, body, free)).status).toBe(403);
    expect((await call(t.app, calls.getChatHistory, { webId }, free)).status).toBe(403);
    expect(
      (
        await call(
          t.app,
          calls.sendChatMessage,
          { ...body, messages: [{ role: 'user', content: '   ' }] },
          owner,
        )
      ).status,
    ).toBe(400);
    expect(
      (await call(t.app, calls.sendChatMessage, { ...body, model: 'no-such-model' }, owner)).status,
    ).toBe(400);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    expect((await call(t.app, calls.sendChatMessage, body, free)).status).toBe(404);
    expect((await call(t.app, calls.getChatHistory, { webId }, free)).status).toBe(404);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: false }, owner);
    expect(
      (await call(t.app, calls.listModels, {}, owner)).body.data.some(
        (m: { id: string }) => m.id === 'kiln-offline',
      ),
    ).toBe(true);
  });
});

describe('the stream over the socket', () => {
  it('sends the owner the reply as chunks that add up to the stored message, all before the run ends, and visitors none of it', async () => {
    type S = Socket<ServerToClientEvents, ClientToServerEvents>;
    const ownerSocket: S = io(url, { auth: { webId, token: owner.token }, transports: ['websocket'] });
    const visitorSocket: S = io(url, { auth: { webId }, transports: ['websocket'] });
    await Promise.all(
      [ownerSocket, visitorSocket].map((s) => new Promise((r) => s.once('connect', () => r(null)))),
    );
    const chunks: string[] = [];
    const leaked: string[] = [];
    const statuses: string[] = [];
    const order: string[] = [];
    ownerSocket.on('chat:update', (e) => {
      chunks.push(e.chunk);
      order.push('chunk');
    });
    ownerSocket.on('project:status', (e) => {
      statuses.push(e.step);
      order.push(e.step);
    });
    visitorSocket.on('chat:update', (e) => leaked.push(e.chunk));
    const res = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Change the title to Crumb & Co' }] },
      owner,
    );
    await settle();
    await new Promise((r) => setTimeout(r, 200));
    const reply = (await history(webId)).find((m) => m._id === res.body.data.lastMessageId);
    expect(chunks.join('')).toBe(reply?.content);
    expect(leaked).toEqual([]);
    expect(statuses).toContain('RUN_LLM_EDIT');
    expect(statuses.at(-1)).toBe('COMPLETE');
    // A chunk after the end would read, to a page, as a run started elsewhere that never ends.
    expect(order.at(-1)).toBe('COMPLETE');
    ownerSocket.disconnect();
    visitorSocket.disconnect();
  });
});

describe('tokens and suggestions', () => {
  it('counts tokens per project against the monthly allocation', async () => {
    const res = await call(t.app, calls.getTokenStats, { webId }, owner);
    expect(res.body.data.totalTokens).toBeGreaterThan(0);
    expect(res.body.data.totalAllocation).toBe(5_000_000);
    expect(res.body.data.monthlyUsage).toBeGreaterThanOrEqual(res.body.data.totalTokens);
    expect((await call(t.app, calls.getTokenStats, { webId }, free)).status).toBe(403);
  });

  it('gives a premium owner the suggestions of the latest reply', async () => {
    const messages = await history(webId);
    const first = messages[1];
    const res = await call(
      t.app,
      calls.getSuggestions,
      { webId, lastAssistantMessageId: first?._id ?? '' },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.suggestions.length).toBeGreaterThanOrEqual(3);
  });
});

describe('recovery after a restart mid-run', () => {
  it('keeps the user message and the partial reply, and ends FAILED on the last good commit', async () => {
    const before = (await call(t.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash;
    const user = await insertMessage(t.ctx.db, {
      projectId: webId,
      role: 'user',
      content: 'Add a gallery',
      mode: 'build',
    });
    const partial = await insertMessage(t.ctx.db, {
      projectId: webId,
      role: 'assistant',
      content: 'Adding a gal',
      status: 'streaming',
    });
    await setProjectState(t.ctx.db, webId, { phase: 'RUN_LLM_EDIT' });
    const result = await recoverInterruptedWork(t.ctx);
    expect(result).toMatchObject({ messages: 1, projects: 1 });
    const messages = await history(webId);
    expect(messages.find((m) => m._id === user.id)?.content).toBe('Add a gallery');
    expect(messages.find((m) => m._id === partial.id)?.content).toMatch(/^Adding a gal[\s\S]*interrupted/);
    const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
    expect(project).toMatchObject({ phase: 'FAILED', currentCommitHash: before });
    // The user can send again.
    expect(
      (
        await call(
          t.app,
          calls.sendChatMessage,
          { webId, messages: [{ role: 'user', content: 'Add a gallery' }] },
          owner,
        )
      ).status,
    ).toBe(200);
    await settle();
  });
});
