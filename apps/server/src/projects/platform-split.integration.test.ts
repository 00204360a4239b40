import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

// Issue 22 §5: seed 002's platform split. `/api/webComponent/...` serves component projects, `/api/web/...`
// web projects; each answers 404 for the other kind, as for a project that is not there.
let t: TestApp;
let owner: TestUser;
let webId: string;
let componentId: string;

async function historyLength(id: string, component: boolean): Promise<number> {
  const res = await call(t.app, calls.getChatHistory, { webId: id }, owner, { component });
  expect(res.status).toBe(200);
  return (res.body.data as unknown[]).length;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A landing page for a bakery in Porto' }, owner))
    .body.data._id;
  componentId = (
    await call(t.app, calls.createProject, { prompt: 'A pricing card', platform: 'component' }, owner)
  ).body.data._id;
  await t.ctx.runs.drain();
}, 180_000);

afterAll(() => t.close());

describe('the component twins refuse a web project', () => {
  it('does not start a run on a web project from the component chat path', async () => {
    const before = await historyLength(webId, false);
    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'Make the header blue' }] },
      owner,
      { component: true },
    );
    expect(sent.status).toBe(404);
    expect(sent.body).toMatchObject({ success: false, code: 'not_found' });
    expect(t.ctx.runs.isActive(webId)).toBe(false);
    expect(await historyLength(webId, false)).toBe(before);
  });

  it('answers 404 to get, history, versions and version switch', async () => {
    const get = await call(t.app, calls.getProject, { webId }, owner, { component: true });
    expect(get.status).toBe(404);
    const history = await call(t.app, calls.getChatHistory, { webId }, owner, { component: true });
    expect(history.status).toBe(404);
    const versions = await call(t.app, calls.listVersions, { webId }, owner, { component: true });
    expect(versions.status).toBe(404);
    const [version] = (await call(t.app, calls.listVersions, { webId }, owner)).body.data as {
      _id: string;
    }[];
    const switched = await call(
      t.app,
      calls.switchVersion,
      { webId, webVersionId: version?._id ?? '' },
      owner,
      { component: true },
    );
    expect(switched.status).toBe(404);
  });
});

describe('the web paths refuse a component project', () => {
  it('does not start a run on a component project from the web chat path', async () => {
    const before = await historyLength(componentId, true);
    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId: componentId, messages: [{ role: 'user', content: 'Round the corners' }] },
      owner,
    );
    expect(sent.status).toBe(404);
    expect(t.ctx.runs.isActive(componentId)).toBe(false);
    expect(await historyLength(componentId, true)).toBe(before);
  });

  it('answers 404 to get, history and versions, and serves them on the twin', async () => {
    for (const contract of [calls.getProject, calls.getChatHistory, calls.listVersions]) {
      expect((await call(t.app, contract, { webId: componentId }, owner)).status).toBe(404);
      expect((await call(t.app, contract, { webId: componentId }, owner, { component: true })).status).toBe(
        200,
      );
    }
    const twin = await call(t.app, calls.getProject, { webId: componentId }, null, { component: true });
    expect(twin.body.data).toMatchObject({ _id: componentId, platform: 'component', isOwner: false });
  });
});
