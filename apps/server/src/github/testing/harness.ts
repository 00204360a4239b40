import fs from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CallBody, type CallContract, calls } from '@kiln/contracts';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { autoPushOf } from '../routes';
import { APP_ID, APP_SLUG, appKeys, CLIENT_ID, CLIENT_SECRET } from './app-credentials';
import { FakeGithub } from './fake-github';

/**
 * Everything the server writes to stdout/stderr (pino writes fd 1 through sonic-boom, i.e. `fs`),
 * kept so a test can search the logs for a token.
 */
export function captureLogs(): { text: () => string; stop: () => void } {
  const chunks: string[] = [];
  const originalWriteSync = fs.writeSync;
  const originalWrite = fs.write;
  const keep = (fd: unknown, data: unknown) => {
    if ((fd === 1 || fd === 2) && (typeof data === 'string' || Buffer.isBuffer(data)))
      chunks.push(String(data));
  };
  fs.writeSync = ((fd: number, data: never, ...rest: never[]) => {
    keep(fd, data);
    return (originalWriteSync as (...a: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync;
  fs.write = ((fd: number, data: never, ...rest: never[]) => {
    keep(fd, data);
    return (originalWrite as (...a: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write;
  return {
    text: () => chunks.join(''),
    stop: () => {
      fs.writeSync = originalWriteSync;
      fs.write = originalWrite;
    },
  };
}

/** Every file under `dir` (the project's repository, `.git` included), as text. */
export async function readTreeText(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const contents = await Promise.all(files.map((f) => readFile(f).then((b) => b.toString('latin1'))));
  return contents.join('\n');
}

export interface GithubHarness {
  t: TestApp;
  fake: FakeGithub;
  /** Every response body the tests received, for the leak check. */
  bodies: string[];
  logs: ReturnType<typeof captureLogs>;
  call<C extends CallContract>(
    contract: C,
    body: CallBody<C> | undefined,
    as: TestUser,
  ): ReturnType<typeof call>;
  get(
    url: string,
    as: TestUser | null,
  ): Promise<{ status: number; body: string; location: string | undefined }>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<GithubHarness> {
  const keys = appKeys();
  const fake = await FakeGithub.start({
    appId: APP_ID,
    appSlug: APP_SLUG,
    publicKeyPem: keys.publicKeyPem,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  const logs = captureLogs();
  const t = await createTestApp({
    LOG_LEVEL: 'trace',
    GITHUB_APP_ID: APP_ID,
    GITHUB_APP_SLUG: APP_SLUG,
    GITHUB_APP_PRIVATE_KEY: keys.privateKeyPem.replaceAll('\n', '\\n'),
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_CLIENT_SECRET: CLIENT_SECRET,
    GITHUB_API_URL: fake.url,
    GITHUB_OAUTH_URL: fake.url,
  });
  fake.setupUrl = `${t.ctx.env.publicUrl}${calls.githubInstallCallback.path}`;
  const bodies: string[] = [];
  return {
    t,
    fake,
    bodies,
    logs,
    async call(contract, body, as) {
      const res = await call(t.app, contract, body, as);
      bodies.push(JSON.stringify(res.body));
      return res;
    },
    async get(url, as) {
      const headers: Record<string, string> = as ? { authorization: `Bearer ${as.token}` } : {};
      const res = await t.app.inject({ method: 'GET', url, headers });
      bodies.push(res.body);
      const location = res.headers.location;
      return {
        status: res.statusCode,
        body: res.body,
        location: typeof location === 'string' ? location : undefined,
      };
    },
    async close() {
      logs.stop();
      await t.close();
      await fake.close();
    },
  };
}

/** The install popup as a user walks it: Kiln → GitHub's install page → Install → Kiln's setup callback. */
export async function installApp(h: GithubHarness, user: TestUser): Promise<number> {
  const start = await h.get(`${calls.installGithubApp.path}?email=${encodeURIComponent(user.email)}`, user);
  if (start.status !== 302 || !start.location) throw new Error(`install-app answered ${start.status}`);
  const page = await (await fetch(start.location)).text();
  const confirm = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!confirm) throw new Error('no install button');
  const back = (await fetch(confirm, { redirect: 'manual' })).headers.get('location') ?? '';
  const url = new URL(back);
  return (await h.get(url.pathname + url.search, null)).status;
}

/** The authorise popup: init-oauth's URL → GitHub's authorise page → Authorize → Kiln's callback. */
export async function authorize(h: GithubHarness, user: TestUser): Promise<number> {
  const init = await h.call(calls.initGithubOAuth, undefined, user);
  const page = await (await fetch(init.body.url)).text();
  const back = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!back) throw new Error('no authorize button');
  const url = new URL(back);
  return (await h.get(url.pathname + url.search, null)).status;
}

/** Writes the project's headline and commits it as a version; a linked project's push is waited for. */
export async function commitHeadline(
  h: GithubHarness,
  projectId: string,
  text: string,
  message: string,
): Promise<string> {
  await writeFile(
    path.join(h.t.ctx.repos.dir(projectId), 'src/headline.ts'),
    `export const headline = '${text}';\n`,
  );
  const result = await h.t.ctx.engine.commitAndPublish(projectId, message);
  if (!result?.ok) throw new Error(`publish failed: ${JSON.stringify(result)}`);
  // A linked project's new version is pushed in the background (issue 17 §2): let it land.
  await autoPushOf(h.t.ctx)?.settled();
  return result.commitHash;
}

/**
 * The instance's first account (admin, premium) with a generated project and one edit of its own,
 * and, when `connect`, the App installed and authorised for it.
 */
export async function ownerWithProject(
  h: GithubHarness,
  { connect }: { connect: boolean },
): Promise<{ owner: TestUser; webId: string }> {
  h.fake.addUser('octocat');
  const owner = await signUp(h.t.app);
  const created = await h.call(calls.createProject, { prompt: 'A bakery called Crumb' }, owner);
  const webId: string = created.body.data._id;
  await h.t.ctx.runs.drain();
  await commitHeadline(h, webId, 'Fresh bread', 'Add a headline');
  if (connect) {
    await installApp(h, owner);
    await authorize(h, owner);
  }
  return { owner, webId };
}
