import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A bakery site' }, owner)).body.data._id;
});
afterAll(() => t.close());

describe('POST /api/feedback', () => {
  it('stores feedback about my project', async () => {
    const res = await call(
      t.app,
      calls.sendFeedback,
      { webId, message: '  Love the preview  ', rating: 5 },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'feedback', webId, message: 'Love the preview', rating: 5 });
    const rows = await t.ctx.db.query.feedback.findMany({ where: (f, { eq }) => eq(f.userId, owner.id) });
    expect(rows.map((r) => r.message)).toContain('Love the preview');
  });

  it('is the owner’s for a project, needs a session and validates', async () => {
    expect((await call(t.app, calls.sendFeedback, { webId, message: 'hi' }, other)).status).toBe(403);
    expect((await call(t.app, calls.sendFeedback, { webId, message: 'hi' }, null)).status).toBe(401);
    expect((await call(t.app, calls.sendFeedback, { webId, message: '   ' }, owner)).status).toBe(400);
    expect((await call(t.app, calls.sendFeedback, { message: 'ok', rating: 9 }, owner)).status).toBe(400);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    expect((await call(t.app, calls.sendFeedback, { webId, message: 'hi' }, other)).status).toBe(404);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: false }, owner);
  });
});

describe('live support', () => {
  it('stores my messages and lists only mine, oldest first', async () => {
    await call(t.app, calls.sendSupportMessage, { webId, message: 'First question' }, other);
    await call(t.app, calls.sendSupportMessage, { message: 'Second question' }, other);
    await call(t.app, calls.sendSupportMessage, { message: 'Owner question' }, owner);
    const res = await call(t.app, calls.listSupportMessages, {}, other);
    expect(res.body.data.map((m: { message: string }) => m.message)).toEqual([
      'First question',
      'Second question',
    ]);
    const scoped = await call(t.app, calls.listSupportMessages, { webId }, other);
    expect(scoped.body.data.map((m: { message: string }) => m.message)).toEqual(['First question']);
  });

  it('needs a session, validates, and hides private projects of others', async () => {
    expect((await call(t.app, calls.sendSupportMessage, { message: 'hi' }, null)).status).toBe(401);
    expect((await call(t.app, calls.listSupportMessages, {}, null)).status).toBe(401);
    expect((await call(t.app, calls.sendSupportMessage, { message: '' }, other)).status).toBe(400);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    expect((await call(t.app, calls.sendSupportMessage, { webId, message: 'hi' }, other)).status).toBe(404);
  });
});
