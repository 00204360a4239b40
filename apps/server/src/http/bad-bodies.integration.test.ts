import { readdir } from 'node:fs/promises';
import { calls, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MALFORMED } from '../assets/uploads';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { JSON_TOO_DEEP, jsonDepthExceeds, MAX_JSON_DEPTH } from './body-guards';

let t: TestApp;
let owner: TestUser;
let webId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  webId = (await call(t.app, calls.createProject, { prompt: 'A bakery site' }, owner)).body.data._id;
  await t.ctx.runs.drain();
});
afterAll(() => t.close());

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('is a 400 naming the problem on every route, better-auth’s included', async () => {
    const urls = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', calls.createProject.path];
    for (const depth of [10_000, 100_000]) {
      for (const payload of [nested(depth), `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`]) {
        for (const url of urls) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${owner.token}`,
              origin: t.ctx.env.publicUrl,
            },
            payload,
          });
          expect(res.statusCode, `${url} at depth ${depth}`).toBe(400);
          expect(res.json()).toMatchObject({ success: false, code: 'validation', message: JSON_TOO_DEEP });
        }
      }
    }
  });

  it('still takes ordinary bodies, brackets inside strings included', async () => {
    const prompt = `${'[{'.repeat(200)} a page full of brackets`;
    const res = await call(t.app, calls.createProject, { prompt }, owner);
    expect(res.status).toBe(200);
    await t.ctx.runs.drain();
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds('{"a":"\\"{{{{"}', 2)).toBe(false);
  });
});

describe('truncated or malformed multipart', () => {
  const boundary = '----kilnTruncated';
  const start = (name: string, type: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="webId"\r\n\r\n${webId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;

  it('is a 400 with a clear message and keeps no file', async () => {
    const png = Buffer.concat([
      Buffer.from(start('cut.png', 'image/png')),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5_000, 1),
    ]);
    const mp4 = Buffer.concat([Buffer.from(start('cut.mp4', 'video/mp4')), Buffer.alloc(5_000, 1)]);
    const cases = [
      { url: calls.uploadFiles.path, payload: png, message: UPLOAD_MALFORMED },
      { url: calls.uploadVideo.path, payload: mp4, message: UPLOAD_MALFORMED },
      // Cut inside the first part's headers: busboy sees no part at all, so no file came.
      {
        url: calls.uploadFiles.path,
        payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
        message: MESSAGES.UPLOAD_IMAGES_ONLY,
      },
    ];
    const stored = () => readdir(projectPaths(t.dataDir, webId).uploads).catch(() => []);
    for (const { url, payload, message } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${owner.token}`,
        },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation', message });
    }
    expect(await stored()).toEqual([]);
  });
});

describe('every call of the contract', () => {
  // The app's own server side (`/api/kiln/*`) answers on an app's origin only: its suites test it there.
  const onKilnsOrigin = Object.entries(calls).filter(([, c]) => !c.path.startsWith('/api/kiln/'));

  it('has its route: an empty or bad body is a clear 4xx, never "no route" nor a crash', async () => {
    expect(onKilnsOrigin.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const [name, contract] of onKilnsOrigin) {
      const url = contract.path.replace(/:\w+/g, 'nothing-here').replace(/\*$/, 'nothing-here');
      for (const as of [owner, null]) {
        const res = await t.app.inject({
          method: contract.method,
          url,
          headers: {
            origin: t.ctx.env.publicUrl,
            ...(as ? { authorization: `Bearer ${as.token}` } : {}),
            ...(contract.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(contract.method === 'GET' ? {} : { payload: '{"unexpected":[1]}' }),
        });
        if (res.statusCode === 500 || /No route for|Route \w+:.* not found/.test(res.body)) {
          wrong.push(
            `${name} (${as ? 'signed in' : 'signed out'}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('validation messages', () => {
  it('are the rule’s own sentence, with no field prefix, where the contract words them', async () => {
    const long = await call(
      t.app,
      calls.sendChatMessage,
      { webId, messages: [{ role: 'user', content: 'a'.repeat(20_001) }], mode: 'build' },
      owner,
    );
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 'validation',
      message: 'Keep the message under 20000 characters',
    });
    const domain = await call(t.app, calls.addDomain, { webId, hostname: 'not a domain' }, owner);
    expect(domain.status).toBe(400);
    expect((domain.body as { message: string }).message).toMatch(/^Invalid domain name\. Please enter/);
    // zod's generic wording names the field it is about.
    const wrongType = await call(
      t.app,
      calls.renameProject,
      { projectId: webId, newName: 42 as unknown as string },
      owner,
    );
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as { message: string }).message).toMatch(/^newName: /);
  });
});
