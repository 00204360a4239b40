import { calls, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let owner: TestUser; // first account: premium
let stranger: TestUser;
let webId: string;

/** What a browser opening the link gets from Kiln's site host. */
async function open(link: string): Promise<number> {
  const url = new URL(link);
  const res = await t.app.inject({
    method: 'GET',
    url: url.pathname,
    headers: { host: url.host, accept: 'text/html' },
  });
  return res.statusCode;
}

async function ownerLink(): Promise<string> {
  return (await call(t.app, calls.getProject, { webId }, owner)).body.data.link;
}

const TOKENISED = /--[a-z2-7]{20}\./;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A shared secret app' }, owner)).body.data._id;
  await t.ctx.runs.drain(); // the first version is built
});
afterAll(() => t.close());

describe('the private preview link', () => {
  it('gives non-owners only untokenised URLs, and nothing once the project is private', async () => {
    const asStranger = await call(t.app, calls.getProject, { webId }, stranger);
    expect(asStranger.body.data.link).not.toMatch(TOKENISED);
    const versions = await call(t.app, calls.listVersions, { webId }, stranger);
    expect(versions.body.data.length).toBeGreaterThan(0);
    for (const v of versions.body.data) expect(v.previewUrl).not.toMatch(TOKENISED);

    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    for (const as of [stranger, null]) {
      expect((await call(t.app, calls.getProject, { webId }, as)).status).toBe(404);
      expect((await call(t.app, calls.listVersions, { webId }, as)).status).toBe(404);
    }
    expect(await ownerLink()).toMatch(TOKENISED);
    const ownVersions = await call(t.app, calls.listVersions, { webId }, owner);
    for (const v of ownVersions.body.data) expect(v.previewUrl).toMatch(TOKENISED);
  });

  it('stops opening after the owner resets it; the new link opens', async () => {
    const old = await ownerLink();
    expect(await open(old)).toBe(200);
    const res = await call(t.app, calls.resetPreviewLink, { webId }, owner);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.PREVIEW_LINK_RESET);
    const fresh = res.body.data.link;
    expect(fresh).toMatch(TOKENISED);
    expect(fresh).not.toBe(old);
    expect(await ownerLink()).toBe(fresh);
    expect(await open(old)).toBe(404);
    expect(await open(fresh)).toBe(200);
  });

  it('stops opening after the project turns public and private again', async () => {
    const old = await ownerLink();
    expect(await open(old)).toBe(200);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: false }, owner);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    const fresh = await ownerLink();
    expect(fresh).not.toBe(old);
    expect(await open(old)).toBe(404);
    expect(await open(fresh)).toBe(200);
    // Saying "private" again while private changes nothing.
    await call(t.app, calls.setPrivacy, { webId, isPrivate: true }, owner);
    expect(await ownerLink()).toBe(fresh);
  });

  it('is reset by the owner only, and only while the project is private', async () => {
    expect((await call(t.app, calls.resetPreviewLink, { webId }, stranger)).status).toBe(404);
    expect((await call(t.app, calls.resetPreviewLink, { webId }, null)).status).toBe(401);
    expect((await call(t.app, calls.resetPreviewLink, { webId: 7 as never }, owner)).status).toBe(400);
    await call(t.app, calls.setPrivacy, { webId, isPrivate: false }, owner);
    const publicReset = await call(t.app, calls.resetPreviewLink, { webId }, owner);
    expect(publicReset.status).toBe(409);
    expect(publicReset.body).toEqual({
      success: false,
      code: 'conflict',
      message: MESSAGES.PREVIEW_LINK_PUBLIC,
    });
    expect((await call(t.app, calls.resetPreviewLink, { webId }, stranger)).status).toBe(403);
  });
});
