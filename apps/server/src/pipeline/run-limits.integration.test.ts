import { existsSync } from 'node:fs';
import path from 'node:path';
import { calls, messagePlainText } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage } from '../chat/repository';
import { git } from '../git/git';
import type { FakeModelServer, ScriptedResponse } from '../models/testing/script';
import { type AnthropicTestApp, createAnthropicTestApp } from '../test/anthropic-app';
import { connectOwnerSocket } from '../test/owner-socket';
import { call, signUp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Issue 13 §5 through whole runs, with the real `@ai-sdk/anthropic` client against the fake Anthropic
 * server: a model that stalls (before its first byte, or mid-answer) ends the run FAILED on its last
 * good commit with the user's message kept and the project unlocked; the owner's Stop does the same;
 * per-user run quotas answer 429 naming the limit; a turn past its file or byte budget is refused
 * file by file, the model told why.
 */

const usage = { input: 500, output: 40 };
const reply = (text: string): ScriptedResponse => ({ events: [{ type: 'text', chunks: [text] }], usage });
const writeFile = (file: string, content: string) =>
  ({ type: 'tool', name: 'write_file', input: { path: file, content } }) as const;

interface HistoryItem {
  _id: string;
  role: string;
  content: string;
}

async function createProject(t: TestApp, fake: FakeModelServer<unknown>, owner: TestUser): Promise<string> {
  fake.script([{ events: [writeFile('src/notes.txt', 'first version\n')], usage }, reply('Made it.')]);
  const created = await call(t.app, calls.createProject, { prompt: 'A page for Crumb, a bakery' }, owner);
  expect(created.status).toBe(200);
  await t.ctx.runs.drain();
  return created.body.data._id as string;
}

async function send(t: TestApp, owner: TestUser, webId: string, content: string) {
  return call(t.app, calls.sendChatMessage, { webId, messages: [{ role: 'user', content }] }, owner);
}

async function state(t: TestApp, owner: TestUser, webId: string) {
  const project = (await call(t.app, calls.getProject, { webId }, owner)).body.data;
  const history = (await call(t.app, calls.getChatHistory, { webId }, owner)).body.data as HistoryItem[];
  return { project, history };
}

/** Waits (bounded) until the fake has received `count` requests: the run is talking to the model. */
async function requestsReach(fake: FakeModelServer<unknown>, count: number): Promise<void> {
  for (let i = 0; i < 500 && fake.requests.length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(fake.requests.length).toBeGreaterThanOrEqual(count);
}

describe('a stalled model', () => {
  let app: AnthropicTestApp;
  let owner: TestUser;
  let webId: string;
  let lastGood: string;

  beforeAll(async () => {
    app = await createAnthropicTestApp({
      KILN_MODEL_FIRST_BYTE_TIMEOUT_MS: '400',
      KILN_MODEL_IDLE_TIMEOUT_MS: '400',
      KILN_TURN_MAX_FILES: '3',
      KILN_TURN_MAX_BYTES: '20000',
      KILN_DAILY_RUNS_FREE: '20',
    });
    owner = await signUp(app.t.app);
    webId = await createProject(app.t, app.fake, owner);
    lastGood = (await state(app.t, owner, webId)).project.currentCommitHash;
    expect(lastGood).toMatch(/^[0-9a-f]{40}$/);
  });
  afterAll(() => app.close());

  it('before its first byte ends the run FAILED on its last good commit, and the project takes the next message', async () => {
    const { t, fake } = app;
    fake.script([{ hang: 'before-first-byte' }]);
    expect((await send(t, owner, webId, 'Make the heading blue')).status).toBe(200);
    await t.ctx.runs.drain();

    const { project, history } = await state(t, owner, webId);
    expect(project.phase).toBe('FAILED');
    expect(project.currentCommitHash).toBe(lastGood);
    expect(history.at(-2)).toMatchObject({ role: 'user', content: 'Make the heading blue' });
    expect(messagePlainText(history.at(-1)?.content ?? '')).toContain('The model sent nothing for');

    fake.script([reply('Here is what your app has.')]);
    const again = await send(t, owner, webId, 'What does my app have?');
    expect(again.status).toBe(200);
    await t.ctx.runs.drain();
    expect(fake.problems).toEqual([]);
  });

  it('mid-answer ends the run FAILED and drops the files it had written', async () => {
    const { t, fake } = app;
    fake.script([
      { events: [writeFile('src/half.txt', 'half written\n')], usage },
      { events: [{ type: 'text', chunks: ['Now the second part'] }, { type: 'stall' }], usage },
    ]);
    expect((await send(t, owner, webId, 'Add a menu page')).status).toBe(200);
    await t.ctx.runs.drain();

    const { project, history } = await state(t, owner, webId);
    expect(project.phase).toBe('FAILED');
    expect(project.currentCommitHash).toBe(lastGood);
    expect(history.at(-2)).toMatchObject({ role: 'user', content: 'Add a menu page' });
    const text = messagePlainText(history.at(-1)?.content ?? '');
    expect(text).toContain('Now the second part');
    expect(text).toContain('stopped sending for');
    const dir = t.ctx.repos.dir(webId);
    expect(existsSync(path.join(dir, 'src/half.txt'))).toBe(false);
    expect((await git(dir, ['rev-parse', 'HEAD'])).trim()).toBe(lastGood);
    expect(t.ctx.runs.isActive(webId)).toBe(false);
  });

  it('refuses writes past the turn file budget, telling the model which limit', async () => {
    const { t, fake } = app;
    fake.script([
      {
        events: ['a', 'b', 'c', 'd'].map((name) => writeFile(`src/many/${name}.txt`, `${name}\n`)),
        usage,
      },
      reply('I wrote what I could.'),
    ]);
    const before = fake.requests.length;
    expect((await send(t, owner, webId, 'Write four files')).status).toBe(200);
    await t.ctx.runs.drain();

    const results = fake.requests[before + 1]?.toolResults ?? [];
    expect(results).toHaveLength(4);
    expect(results.slice(0, 3).every((r) => !r.isError)).toBe(true);
    expect(results[3]?.isError).toBe(true);
    expect(results[3]?.content).toContain('KILN_TURN_MAX_FILES');
    const { project } = await state(t, owner, webId);
    expect(project.phase).toBe('COMPLETE');
    const tree = await git(t.ctx.repos.dir(webId), ['ls-tree', '-r', '--name-only', 'HEAD', 'src/many']);
    expect(tree.trim().split('\n')).toEqual(['src/many/a.txt', 'src/many/b.txt', 'src/many/c.txt']);
    lastGood = project.currentCommitHash;
  });

  it('refuses a write past the turn byte budget', async () => {
    const { t, fake } = app;
    fake.script([
      { events: [writeFile('src/big.txt', 'x'.repeat(25_000))], usage },
      reply('That file was too big.'),
    ]);
    const before = fake.requests.length;
    expect((await send(t, owner, webId, 'Write a big file')).status).toBe(200);
    await t.ctx.runs.drain();
    const [result] = fake.requests[before + 1]?.toolResults ?? [];
    expect(result?.isError).toBe(true);
    expect(result?.content).toContain('KILN_TURN_MAX_BYTES');
    expect(existsSync(path.join(t.ctx.repos.dir(webId), 'src/big.txt'))).toBe(false);
  });

  it('answers 429 naming the daily limit once a user has started that many runs today', async () => {
    const { t, fake } = app;
    const other = await signUp(t.app);
    const otherWeb = await createProject(t, fake, other);
    for (let i = 1; i < 20; i += 1) {
      await insertMessage(t.ctx.db, {
        projectId: otherWeb,
        role: 'assistant',
        content: `earlier reply ${i}`,
      });
    }
    const res = await send(t, other, otherWeb, 'One more change');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'rate_limited', limit: 'daily_generations', allowed: 20 });
    expect(res.body.message).toContain('daily limit of the free plan (20)');
    expect(t.ctx.runs.isActive(otherWeb)).toBe(false);
  });
});

describe('stopping a run', () => {
  let app: AnthropicTestApp;
  let owner: TestUser;
  let webId: string;
  let secondWeb: string;

  beforeAll(async () => {
    app = await createAnthropicTestApp({ KILN_CONCURRENT_RUNS_FREE: '1' });
    await signUp(app.t.app); // the instance's first account is its admin, on the premium plan
    owner = await signUp(app.t.app);
    webId = await createProject(app.t, app.fake, owner);
    secondWeb = await createProject(app.t, app.fake, owner);
  });
  afterAll(() => app.close());

  it('Stop ends the run FAILED on its last good commit, says so in the reply, and unlocks the project', async () => {
    const { t, fake } = app;
    const lastGood = (await state(t, owner, webId)).project.currentCommitHash;
    // What an open page hears: the reply's last words come before the end, never after it.
    const socket = await connectOwnerSocket(t.app, webId, owner);
    const heard: string[] = [];
    socket.on('chat:update', ({ chunk }) => heard.push(chunk));
    socket.on('project:status', ({ step }) => heard.push(step));
    fake.script([
      { events: [writeFile('src/draft.txt', 'draft\n')], usage },
      { events: [{ type: 'text', chunks: ['Working on the menu'] }, { type: 'stall' }], usage },
    ]);
    const before = fake.requests.length;
    expect((await send(t, owner, webId, 'Add a menu page')).status).toBe(200);
    await requestsReach(fake, before + 2);
    expect((await send(t, owner, webId, 'And a footer')).status).toBe(409);

    // One run at a time per free user: another project of theirs waits.
    const elsewhere = await send(t, owner, secondWeb, 'Change the colours');
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body).toMatchObject({
      code: 'rate_limited',
      limit: 'concurrent_generations',
      allowed: 1,
    });

    const stranger = await signUp(t.app);
    expect((await call(t.app, calls.stopChatRun, { webId }, stranger)).status).not.toBe(200);
    expect(t.ctx.runs.isActive(webId)).toBe(true);

    const stopped = await call(t.app, calls.stopChatRun, { webId }, owner);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual({ stopped: true });
    expect(t.ctx.runs.isActive(webId)).toBe(false);

    const { project, history } = await state(t, owner, webId);
    expect(project.phase).toBe('FAILED');
    expect(project.currentCommitHash).toBe(lastGood);
    expect(history.at(-2)).toMatchObject({ role: 'user', content: 'Add a menu page' });
    expect(messagePlainText(history.at(-1)?.content ?? '')).toContain('You stopped this run.');
    expect(existsSync(path.join(t.ctx.repos.dir(webId), 'src/draft.txt'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.disconnect();
    expect(heard.at(-1)).toBe('FAILED');
    expect(heard.join('')).toContain('You stopped this run.');

    expect((await call(t.app, calls.stopChatRun, { webId }, owner)).body.data).toEqual({ stopped: false });
    fake.script([reply('Sure.')]);
    const again = await send(t, owner, webId, 'Are you there?');
    expect(again.status).toBe(200);
    await t.ctx.runs.drain();
    expect(fake.problems).toEqual([]);
  });
});
