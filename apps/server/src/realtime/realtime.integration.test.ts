import type { AddressInfo } from 'node:net';
import { type ClientToServerEvents, calls, type ServerToClientEvents } from '@kiln/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let url: string;
let owner: TestUser;
let stranger: TestUser;
let publicId: string;
let privateId: string;
const sockets: ClientSocket[] = [];

function connect(auth: Record<string, string>, headers: Record<string, string> = {}): ClientSocket {
  const socket: ClientSocket = io(url, {
    auth,
    extraHeaders: headers,
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  publicId = (await call(t.app, calls.createProject, { prompt: 'Public app' }, owner)).body.data._id;
  privateId = (await call(t.app, calls.createProject, { prompt: 'Secret app' }, owner)).body.data._id;
  await call(t.app, calls.setPrivacy, { webId: privateId, isPrivate: true }, owner);
  await t.ctx.runs.drain(); // both projects set up: repository, first build
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

describe('the realtime socket', () => {
  it('lets visitors join a public project and receive its events', async () => {
    const visitor = connect({ webId: publicId });
    expect(await connected(visitor)).toBe('connected');
    const got = new Promise((resolve) => visitor.once('project:status', resolve));
    t.realtime.emitToProject(publicId, 'project:status', { step: 'RUN_LLM_EDIT' });
    expect(await got).toEqual({ step: 'RUN_LLM_EDIT' });
  });

  it('refuses to join a private project unless the socket carries the owner’s session', async () => {
    expect(await connected(connect({ webId: privateId }))).toBe('Project not found');
    expect(await connected(connect({ webId: privateId, token: stranger.token }))).toBe('Project not found');
    expect(await connected(connect({ webId: privateId, token: owner.token }))).toBe('connected');
    expect(await connected(connect({ webId: privateId }, { cookie: owner.cookie }))).toBe('connected');
  });

  it('sends a project’s events to its room only', async () => {
    const inPublic = connect({ webId: publicId });
    const inPrivate = connect({ webId: privateId, token: owner.token });
    await Promise.all([connected(inPublic), connected(inPrivate)]);
    const leaked: unknown[] = [];
    inPublic.on('chat:update', (e) => leaked.push(e));
    const got = new Promise((resolve) => inPrivate.once('chat:update', resolve));
    t.realtime.emitToProject(privateId, 'chat:update', { lastAssistantMessageId: 'm1', chunk: 'hello' });
    expect(await got).toEqual({ lastAssistantMessageId: 'm1', chunk: 'hello' });
    await new Promise((r) => setTimeout(r, 50));
    expect(leaked).toEqual([]);
  });

  it('answers initialize:data with the project state, and ignores joins it may not make', async () => {
    const socket = connect({ token: stranger.token });
    expect(await connected(socket)).toBe('connected');
    const events: unknown[] = [];
    socket.on('project:status', (e) => events.push(e));
    socket.emit('initialize:data', { webId: privateId });
    socket.emit('get-messages', { webId: privateId });
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([]);
    const status = new Promise((resolve) => socket.once('project:status', resolve));
    const count = new Promise((resolve) => socket.once('project:error-count', resolve));
    socket.emit('initialize:data', { webId: publicId });
    expect(await status).toEqual({ step: 'COMPLETE' });
    expect(await count).toEqual({ errorCount: 0 });
  });
});

describe('the session cookie on the socket', () => {
  const KILN = 'http://localhost:3000'; // the test server's KILN_PUBLIC_URL
  const PREVIEW = 'http://evil-app.preview.localhost:3000'; // a project's preview on a sibling origin

  it('counts only from Kiln’s own origin: a foreign page with the owner’s cookie is a visitor', async () => {
    const fromPreview = connect({ webId: privateId }, { cookie: owner.cookie, origin: PREVIEW });
    expect(await connected(fromPreview)).toBe('Project not found');
    const fromKiln = connect({ webId: privateId }, { cookie: owner.cookie, origin: KILN });
    expect(await connected(fromKiln)).toBe('connected');
    // An explicit bearer token is a credential from any origin.
    const withToken = connect({ webId: privateId, token: owner.token }, { origin: PREVIEW });
    expect(await connected(withToken)).toBe('connected');
  });

  it('gives a foreign origin no chat and no history, even on a public project', async () => {
    const foreign = connect({ webId: publicId }, { cookie: owner.cookie, origin: PREVIEW });
    const own = connect({ webId: publicId }, { cookie: owner.cookie, origin: KILN });
    expect(await Promise.all([connected(foreign), connected(own)])).toEqual(['connected', 'connected']);
    const leaked: unknown[] = [];
    foreign.on('chat:update', (e) => leaked.push(e));
    const got = new Promise((resolve) => own.once('chat:update', resolve));
    t.realtime.emitToOwners(publicId, 'chat:update', {
      lastAssistantMessageId: 'm2',
      chunk: 'private words',
    });
    expect(await got).toEqual({ lastAssistantMessageId: 'm2', chunk: 'private words' });
    expect(await foreign.emitWithAck('get-messages', { webId: publicId })).toEqual({
      success: false,
      message: 'Project not found',
    });
    expect(await own.emitWithAck('get-messages', { webId: publicId })).toMatchObject({ success: true });
    expect(leaked).toEqual([]);
  });
});

describe('a privacy change on the socket', () => {
  it('takes visitors out of the rooms at once and sends them nothing after, owners stay', async () => {
    const webId = (await call(t.app, calls.createProject, { prompt: 'Soon private' }, owner)).body.data._id;
    await t.ctx.runs.drain();
    const visitor = connect({ webId });
    const signedInStranger = connect({ webId, token: stranger.token });
    const ownerSocket = connect({ webId, token: owner.token });
    await Promise.all([connected(visitor), connected(signedInStranger), connected(ownerSocket)]);
    const before = [visitor, signedInStranger].map(
      (s) => new Promise((resolve) => s.once('project:status', resolve)),
    );
    t.realtime.emitToProject(webId, 'project:status', { step: 'RUN_LLM_EDIT' });
    expect(await Promise.all(before)).toEqual([{ step: 'RUN_LLM_EDIT' }, { step: 'RUN_LLM_EDIT' }]);

    const leaked: unknown[] = [];
    for (const s of [visitor, signedInStranger]) s.onAny((event, payload) => leaked.push({ event, payload }));
    const started = performance.now();
    const res = await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    expect(res.status).toBe(200);
    // The bound: evicted within 1 s of the change (the call returns once they are out).
    expect(performance.now() - started).toBeLessThan(1_000);

    const ownerGot = new Promise((resolve) => ownerSocket.once('upload:success', resolve));
    await t.ctx.engine.makeCurrent(
      webId,
      (await call(t.app, calls.getProject, { webId }, owner)).body.data.currentCommitHash,
    );
    const url = ((await ownerGot) as { url: string }).url;
    expect(new URL(url).hostname).toMatch(/--[a-z2-7]{20}\./);
    t.realtime.emitToProject(webId, 'project:status', { step: 'COMPLETE' });
    t.realtime.emitToOwners(webId, 'chat:update', { lastAssistantMessageId: 'm3', chunk: 'secret' });
    // Messages after the owner's arrive in order on the server's side; give stragglers a moment.
    await ownerSocket.emitWithAck('get-messages', { webId });
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
    // Asking again is answered like any stranger's request for a private project.
    expect(await visitor.emitWithAck('get-messages', { webId })).toEqual({
      success: false,
      message: 'Project not found',
    });
  });
});
