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
