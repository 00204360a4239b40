import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls, emptyIntegrations, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project as projectTable } from '../db/schema';
import { git } from '../git/git';
import { listProductEvents } from '../product-events/repository';
import { insertProject } from '../projects/repository';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { setPlan } from '../users/repository';

let t: TestApp;
let owner: TestUser; // first account: admin + premium
let visitor: TestUser;
let free: TestUser;
let webId: string;

async function commitEdit(id: string, text: string, message: string): Promise<string> {
  await writeFile(path.join(t.ctx.repos.dir(id), 'src/headline.ts'), `export const headline = '${text}';\n`);
  const result = await t.ctx.engine.commitAndPublish(id, message);
  if (!result?.ok) throw new Error(`publish failed: ${JSON.stringify(result)}`);
  return result.commitHash;
}

async function getProject(id: string, as: TestUser) {
  const res = await call(t.app, calls.getProject, { webId: id }, as);
  expect(res.body).toMatchObject({ success: true });
  return res.body.data;
}

const clone = (body: { webId: string; email: string }, as: TestUser | null, component = false) =>
  call(t.app, calls.cloneProject, body, as, { component });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  visitor = await signUp(t.app);
  free = await signUp(t.app);
  await setPlan(t.ctx.db, visitor.id, 'premium', null);
  const created = await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner);
  webId = created.body.data._id;
  await t.ctx.runs.drain();
  await commitEdit(webId, 'Fresh bread', 'Add a headline');
  await commitEdit(webId, 'Fresh bread daily', 'Sharpen the headline');
  // What belongs to the owner and must never travel with a copy.
  await t.ctx.db
    .update(projectTable)
    .set({
      prodLink: 'http://crumb.app.localhost:3000',
      deployedCommitHash: 'abc1234',
      customDomain: 'crumb.example.com',
      githubRepoUrl: 'https://github.com/owner/crumb',
      integrations: {
        ...emptyIntegrations(),
        mapbox: { enabled: true, using: true },
        supabase: { ref: 'secret-ref', wasEnabled: true },
      },
    })
    .where(eq(projectTable.id, webId));
}, 120_000);
afterAll(() => t.close());

describe('POST /api/web/clone errors', () => {
  it('refuses visitors, strangers to the email, unknown, private and free', async () => {
    expect((await clone({ webId, email: 'x@example.com' }, null)).status).toBe(401);
    const mismatch = await clone({ webId, email: owner.email }, visitor);
    expect(mismatch.status).toBe(403);
    const unknown = await clone({ webId: 'f'.repeat(24), email: visitor.email }, visitor);
    expect(unknown.status).toBe(404);
    const wrongPlatform = await clone({ webId, email: visitor.email }, visitor, true);
    expect(wrongPlatform.status).toBe(404);
    const paid = await clone({ webId, email: free.email }, free);
    expect(paid.status).toBe(402);
    expect(paid.body.message).toBe(MESSAGES.PREMIUM_RESTRICTED);
    const bad = await clone({ webId: '', email: 'not-an-email' }, visitor);
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a private project to anyone but its owner', async () => {
    await t.ctx.db.update(projectTable).set({ isPrivate: true }).where(eq(projectTable.id, webId));
    try {
      expect((await clone({ webId, email: visitor.email }, visitor)).status).toBe(404);
    } finally {
      await t.ctx.db.update(projectTable).set({ isPrivate: false }).where(eq(projectTable.id, webId));
    }
  });

  it('refuses a project with no version yet (409)', async () => {
    const { project } = await insertProject(t.ctx.db, {
      ownerId: owner.id,
      prompt: 'Nothing built yet',
      platform: 'web',
      subdomain: 'not-built-yet',
    });
    const res = await clone({ webId: project.id, email: owner.email }, owner);
    expect(res.status).toBe(409);
  });
});

describe('a fork', () => {
  let forkId: string;

  beforeAll(async () => {
    const res = await clone({ webId, email: visitor.email }, visitor);
    expect(res.status).toBe(200);
    forkId = res.body.data._id;
    expect(res.body.data.link).toBe(`http://${res.body.data.subdomain}.preview.localhost:3000/`);
  });

  it('is the visitor’s, named as a fork, at the source’s version with its whole history', async () => {
    const source = await getProject(webId, owner);
    const fork = await getProject(forkId, visitor);
    expect(fork.isOwner).toBe(true);
    expect(fork.email).toBe(visitor.email);
    expect(fork.projectName).toBe(`${source.projectName} (fork)`);
    expect(fork.subdomain).not.toBe(source.subdomain);
    expect(fork.currentCommitHash).toBe(source.currentCommitHash);
    const log = (id: string) => git(t.ctx.repos.dir(id), ['log', '--format=%H %s']);
    expect(await log(forkId)).toBe(await log(webId));
    const versions = async (id: string, as: TestUser) =>
      (await call(t.app, calls.listVersions, { webId: id }, as)).body.data.map(
        (v: { commitHash: string; message: string }) => `${v.commitHash} ${v.message}`,
      );
    // Versions made within the same second may list in either order; the set is what must match.
    expect((await versions(forkId, visitor)).sort()).toEqual((await versions(webId, owner)).sort());
    expect(await versions(forkId, visitor)).toHaveLength(4);
  });

  it('carries no deploys, domains, repository link or integrations', async () => {
    const fork = await getProject(forkId, visitor);
    expect(fork.prodLink).toBeFalsy();
    expect(fork.domain).toBeFalsy();
    expect(fork.githubRepoUrl).toBeFalsy();
    expect(fork.integrations.supabase.ref).toBeFalsy();
    expect(fork.integrations.mapbox.enabled).toBe(false);
  });

  it('is previewable at once from the source’s build files, not a rebuild', async () => {
    const fork = await getProject(forkId, visitor);
    const buildOf = (id: string) =>
      path.join(projectPaths(t.dataDir, id).build(fork.currentCommitHash, 'preview'), 'index.html');
    // The same inode: the build was linked, not produced again.
    expect((await stat(buildOf(forkId))).ino).toBe((await stat(buildOf(webId))).ino);
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${fork.subdomain}.preview.localhost:3000`, accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('can be edited on its own: the next commit builds on the copied version', async () => {
    const before = (await getProject(webId, owner)).currentCommitHash;
    const hash = await commitEdit(forkId, 'Forked bread', 'Make it mine');
    expect(await git(t.ctx.repos.dir(forkId), ['rev-parse', 'HEAD~1'])).toContain(before);
    expect((await getProject(webId, owner)).currentCommitHash).toBe(before);
    expect(hash).not.toBe(before);
  });

  it("takes its first chat message as an edit of the forked app, not a new app's first prompt", async () => {
    const dir = t.ctx.repos.dir(forkId);
    const titleBefore = /<title>([^<]*)<\/title>/.exec(
      await readFile(path.join(dir, 'index.html'), 'utf8'),
    )?.[1];
    const filesBefore = (await git(dir, ['ls-files'])).split('\n').sort();
    const sent = await call(
      t.app,
      calls.sendChatMessage,
      { webId: forkId, messages: [{ role: 'user', content: 'Change the main heading to Hello Lisbon' }] },
      visitor,
    );
    expect(sent.status).toBe(200);
    await t.ctx.runs.drain();
    // The fork's chat starts empty, yet the model changed the heading of the app it has.
    const history = (await call(t.app, calls.getChatHistory, { webId: forkId }, visitor)).body.data as {
      role: string;
      commitMessage: string | null;
    }[];
    expect(history.map((message) => message.role)).toEqual(['user', 'assistant']);
    const home = await git(dir, ['grep', '-l', 'Hello Lisbon', '--', 'src']);
    expect(home.trim()).not.toBe('');
    expect(/<title>([^<]*)<\/title>/.exec(await readFile(path.join(dir, 'index.html'), 'utf8'))?.[1]).toBe(
      titleBefore,
    );
    // Nothing of the app was thrown away for a new one.
    expect((await git(dir, ['ls-files'])).split('\n').sort()).toEqual(filesBefore);
  });

  it('is recorded as a fork event of the source', async () => {
    const events = await listProductEvents(t.ctx.db, webId, 'fork');
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(visitor.id);
    expect(events[0]?.properties.copyId).toBe(forkId);
  });
});

describe('a duplicate by the owner', () => {
  it('is named as a copy, keeps privacy, and is recorded as a duplicate', async () => {
    await t.ctx.db.update(projectTable).set({ isPrivate: true }).where(eq(projectTable.id, webId));
    const res = await clone({ webId, email: owner.email.toUpperCase() }, owner);
    await t.ctx.db.update(projectTable).set({ isPrivate: false }).where(eq(projectTable.id, webId));
    expect(res.status).toBe(200);
    const copy = (await call(t.app, calls.getProject, { webId: res.body.data._id }, owner)).body.data;
    expect(copy.projectName).toMatch(/ \(copy\)$/);
    expect(copy.isPrivate).toBe(true);
    expect(await listProductEvents(t.ctx.db, webId, 'duplicate')).toHaveLength(1);
    // The owner's copy continues their chat: the model (and the owner) read the app's story there.
    const chat = async (id: string) =>
      (
        (await call(t.app, calls.getChatHistory, { webId: id }, owner)).body.data as {
          _id: string;
          role: string;
          content: string;
          commitHash: string | null;
        }[]
      ).map(({ role, content, commitHash }) => ({ role, content, commitHash }));
    const sourceChat = await chat(webId);
    expect(sourceChat.length).toBeGreaterThanOrEqual(2);
    expect(await chat(res.body.data._id)).toEqual(sourceChat);
  });
});
