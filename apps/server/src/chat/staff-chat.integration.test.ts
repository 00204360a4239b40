import { calls, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

// Issue 22 §2, decided in docs/decisions.md: staff (an address at KILN_STAFF_DOMAIN) read a project's
// chat (seed 002 §6) but do not send; the support account (KILN_SUPPORT_EMAIL) counts as owner and does.
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let support: TestUser;
let webId: string;

const send = (as: TestUser, content: string) =>
  call(t.app, calls.sendChatMessage, { webId, messages: [{ role: 'user', content }] }, as);
const history = async (as: TestUser) =>
  (await call(t.app, calls.getChatHistory, { webId }, as)).body.data as { content: string }[];

beforeAll(async () => {
  t = await createTestApp({ KILN_STAFF_DOMAIN: 'kiln.dev', KILN_SUPPORT_EMAIL: 'help@kiln.dev' });
  owner = await signUp(t.app);
  staff = await signUp(t.app, { email: `ops-${Date.now()}@kiln.dev` });
  support = await signUp(t.app, { email: 'help@kiln.dev' });
  webId = (await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery in Porto' }, owner))
    .body.data._id;
  await t.ctx.runs.drain();
}, 120_000);

afterAll(() => t.close());

describe('staff on a project they do not own', () => {
  it('are staff, not the owner, and read the chat', async () => {
    expect((await call(t.app, calls.getCurrentUser, {}, staff)).body.data.isStaff).toBe(true);
    expect((await call(t.app, calls.getProject, { webId }, staff)).body.data.isOwner).toBe(false);
    const res = await call(t.app, calls.getChatHistory, { webId }, staff);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  it('cannot send: refused in the seed’s words, nothing stored, no run', async () => {
    const before = (await history(owner)).length;
    const res = await send(staff, 'Make the header blue');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'forbidden', message: MESSAGES.NOT_OWNER });
    expect(t.ctx.runs.isActive(webId)).toBe(false);
    expect((await history(owner)).length).toBe(before);
  });

  it('leaves sending to the support account, which counts as the owner', async () => {
    expect((await call(t.app, calls.getProject, { webId }, support)).body.data.isOwner).toBe(true);
    const res = await send(support, 'Make the header blue');
    expect(res.status).toBe(200);
    await t.ctx.runs.drain();
    expect((await history(owner)).some((m) => m.content === 'Make the header blue')).toBe(true);
  }, 60_000);
});
