import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls, GENERATING_NAME, MESSAGES } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { setPlan } from '../users/repository';

let t: TestApp;
let owner: TestUser; // first account: admin + premium
let free: TestUser;
let other: TestUser;

async function createProject(as: TestUser, prompt = 'A landing page for "Ember Coffee" roasters') {
  const res = await call(t.app, calls.createProject, { prompt, platform: 'web' }, as);
  expect(res.status).toBe(200);
  return res.body.data as { _id: string; subdomain: string; projectName: string };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  free = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.ctx.runs.drain();
  await t.close();
}, 300_000);

describe('POST /api/web/create', () => {
  it('creates a project named "Generating", stores the prompt as the first message, then names it', async () => {
    const res = await call(
      t.app,
      calls.createProject,
      { prompt: '  Build a todo app called TaskPilot  ' },
      owner,
    );
    expect(res.status).toBe(200);
    const project = res.body.data;
    expect(project.projectName).toBe(GENERATING_NAME);
    expect(project.platform).toBe('web');
    expect(project.isOwner).toBe(true);
    expect(project.email).toBe(owner.email);
    expect(project.subdomain).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    expect(project.link).toBe(`http://${project.subdomain}.preview.localhost:3000/`);

    const messages = await t.ctx.db.query.chatMessage.findMany({
      where: (m, { eq }) => eq(m.projectId, project._id),
    });
    const prompts = messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(prompts).toEqual(['Build a todo app called TaskPilot']);

    // The first run starts at once and names the project.
    await t.ctx.runs.whenIdle(project._id);
    const named = await call(t.app, calls.getProjectName, { webId: project._id }, owner);
    expect(named.body.data.projectName).toBe('TaskPilot');
  });

  it('creates component projects', async () => {
    const res = await call(
      t.app,
      calls.createProject,
      { prompt: 'A pricing table', platform: 'component' },
      owner,
    );
    expect(res.body.data.platform).toBe('component');
  });

  it('gives every project its own subdomain', async () => {
    const a = await createProject(owner);
    const b = await createProject(owner);
    expect(a.subdomain).not.toBe(b.subdomain);
  });

  it('refuses an empty prompt and an unknown platform', async () => {
    const empty = await call(t.app, calls.createProject, { prompt: '   ' }, owner);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, code: 'validation' });
    expect(empty.body.message).toContain('Please describe what you want to build');
    const platform = await call(t.app, calls.createProject, { prompt: 'x', platform: 'ios' as never }, owner);
    expect(platform.status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await call(t.app, calls.createProject, { prompt: 'An app' }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'unauthorized', message: MESSAGES.SIGN_IN_REQUIRED });
  });
});

describe('POST /api/web/get and its component twin', () => {
  it('shows a public project to visitors without the owner email', async () => {
    const p = await createProject(owner);
    const visitor = await call(t.app, calls.getProject, { webId: p._id }, null);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ _id: p._id, isOwner: false, email: null });
    // Seed 002's platform split: the component twin does not serve a web project (issue 22 §5).
    const twin = await call(t.app, calls.getProject, { webId: p._id }, other, { component: true });
    expect(twin.status).toBe(404);
  });

  it('answers 404 for a private project to everyone but the owner, over both paths', async () => {
    const p = await createProject(owner);
    expect((await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, owner)).status).toBe(200);
    for (const as of [null, other]) {
      for (const component of [false, true]) {
        const res = await call(t.app, calls.getProject, { webId: p._id }, as, { component });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, code: 'not_found', message: MESSAGES.PROJECT_NOT_FOUND });
      }
      expect((await call(t.app, calls.getProjectName, { webId: p._id }, as)).status).toBe(404);
    }
    const mine = await call(t.app, calls.getProject, { webId: p._id }, owner);
    expect(mine.body.data).toMatchObject({ isPrivate: true, isOwner: true, email: owner.email });
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await call(t.app, calls.getProject, { webId: 'nope' }, owner)).status).toBe(404);
    const missing = await call(t.app, calls.getProject, {} as never, owner);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation');
  });

  it('accepts the seed client’s bearer token and the web app’s cookie alike', async () => {
    const p = await createProject(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/get',
      headers: { cookie: owner.cookie },
      payload: { webId: p._id },
    });
    expect(res.json().data.isOwner).toBe(true);
  });
});

describe('POST /api/web/list', () => {
  it('lists only my projects, newest first, with a favourites filter', async () => {
    // A run names its project, which counts as an edit: let A's run end before B exists.
    const mineA = await createProject(free, 'First free app');
    await t.ctx.runs.whenIdle(mineA._id);
    const mineB = await createProject(free, 'Second free app');
    await t.ctx.runs.whenIdle(mineB._id);
    await createProject(other, 'Not theirs');
    const res = await call(t.app, calls.listProjects, {}, free);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { _id: string }) => p._id)).toEqual([mineB._id, mineA._id]);

    await setPlan(t.ctx.db, free.id, 'premium', null);
    await call(t.app, calls.toggleFavourite, { webId: mineA._id }, free);
    await setPlan(t.ctx.db, free.id, 'free', null);
    const favs = await call(t.app, calls.listProjects, { favouritesOnly: true }, free);
    expect(favs.body.data.map((p: { _id: string }) => p._id)).toEqual([mineA._id]);
  });

  it('needs a session and a boolean filter', async () => {
    expect((await call(t.app, calls.listProjects, {}, null)).status).toBe(401);
    expect((await call(t.app, calls.listProjects, { favouritesOnly: 'yes' as never }, owner)).status).toBe(
      400,
    );
  });
});

describe('POST /projects/rename', () => {
  it('renames with the trimmed name', async () => {
    const p = await createProject(owner);
    const res = await call(
      t.app,
      calls.renameProject,
      { projectId: p._id, newName: '  Ember Roasters  ' },
      owner,
    );
    expect(res.body).toEqual({ success: true, message: MESSAGES.PROJECT_RENAMED });
    const got = await call(t.app, calls.getProjectName, { webId: p._id }, null);
    expect(got.body.data.projectName).toBe('Ember Roasters');
  });

  it('refuses an empty name', async () => {
    const p = await createProject(owner);
    const res = await call(t.app, calls.renameProject, { projectId: p._id, newName: '   ' }, owner);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(MESSAGES.NAME_REQUIRED);
  });

  it('is the owner’s alone', async () => {
    const p = await createProject(owner);
    expect((await call(t.app, calls.renameProject, { projectId: p._id, newName: 'x' }, null)).status).toBe(
      401,
    );
    const res = await call(t.app, calls.renameProject, { projectId: p._id, newName: 'Hijacked' }, other);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.NOT_OWNER);
    await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, owner);
    expect((await call(t.app, calls.renameProject, { projectId: p._id, newName: 'x' }, other)).status).toBe(
      404,
    );
  });
});

describe('POST /api/web/favourites/toggle', () => {
  it('flips the flag for a premium owner', async () => {
    const p = await createProject(owner);
    expect((await call(t.app, calls.toggleFavourite, { webId: p._id }, owner)).body.data).toEqual({
      favourite: true,
    });
    expect((await call(t.app, calls.toggleFavourite, { webId: p._id }, owner)).body.data).toEqual({
      favourite: false,
    });
  });

  it('is premium-only with the seed message', async () => {
    const p = await createProject(free);
    const res = await call(t.app, calls.toggleFavourite, { webId: p._id }, free);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      success: false,
      code: 'payment_required',
      message: MESSAGES.PREMIUM_RESTRICTED,
    });
    expect(res.body.message).toContain('We’ve');
  });

  it('refuses visitors, non-owners, private projects of others and bad input', async () => {
    const p = await createProject(owner);
    expect((await call(t.app, calls.toggleFavourite, { webId: p._id }, null)).status).toBe(401);
    expect((await call(t.app, calls.toggleFavourite, { webId: p._id }, other)).status).toBe(403);
    await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, owner);
    expect((await call(t.app, calls.toggleFavourite, { webId: p._id }, other)).status).toBe(404);
    expect((await call(t.app, calls.toggleFavourite, { webId: 42 as never }, owner)).status).toBe(400);
  });
});

describe('POST /api/web/privacy-status', () => {
  it('makes a project private and public again with the seed messages', async () => {
    const p = await createProject(owner);
    const priv = await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, owner);
    expect(priv.body).toEqual({ success: true, message: MESSAGES.NOW_PRIVATE, data: { isPrivate: true } });
    const pub = await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: false }, owner);
    expect(pub.body.message).toBe(MESSAGES.NOW_PUBLIC);
    expect((await call(t.app, calls.getProject, { webId: p._id }, null)).status).toBe(200);
  });

  it('needs premium to go private (a lapsed premium counts as free)', async () => {
    const p = await createProject(free);
    const res = await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, free);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(MESSAGES.PRIVATE_NEEDS_PREMIUM);
    await setPlan(t.ctx.db, free.id, 'premium', new Date(Date.now() - 60_000));
    expect((await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, free)).status).toBe(402);
    await setPlan(t.ctx.db, free.id, 'premium', new Date(Date.now() + 86_400_000));
    expect((await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, free)).status).toBe(200);
    await setPlan(t.ctx.db, free.id, 'free', null);
    // Going public again never needs premium.
    expect((await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: false }, free)).status).toBe(200);
  });

  it('refuses visitors, non-owners and bad input', async () => {
    const p = await createProject(owner);
    expect((await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, null)).status).toBe(401);
    expect((await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, other)).status).toBe(403);
    expect((await call(t.app, calls.setPrivacy, { webId: p._id } as never, owner)).status).toBe(400);
  });
});

describe('POST /projects/delete', () => {
  it('removes the project, its messages and its files', async () => {
    const p = await createProject(owner);
    const repoDir = path.join(t.dataDir, 'repos', p._id);
    await mkdir(repoDir, { recursive: true });
    await writeFile(path.join(repoDir, 'index.html'), '<h1>hi</h1>');

    const res = await call(
      t.app,
      calls.deleteProject,
      { projectId: p._id, isMobile: false, isComponent: false },
      owner,
    );
    expect(res.body).toEqual({ success: true, message: MESSAGES.PROJECT_DELETED });
    expect((await call(t.app, calls.getProject, { webId: p._id }, owner)).status).toBe(404);
    const messages = await t.ctx.db.query.chatMessage.findMany({
      where: (m, { eq }) => eq(m.projectId, p._id),
    });
    expect(messages).toEqual([]);
    expect(existsSync(repoDir)).toBe(false);
  });

  it('refuses visitors, non-owners, private projects of others and bad input', async () => {
    const p = await createProject(owner);
    expect((await call(t.app, calls.deleteProject, { projectId: p._id }, null)).status).toBe(401);
    expect((await call(t.app, calls.deleteProject, { projectId: p._id }, other)).status).toBe(403);
    await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, owner);
    expect((await call(t.app, calls.deleteProject, { projectId: p._id }, other)).status).toBe(404);
    expect((await call(t.app, calls.deleteProject, {} as never, owner)).status).toBe(400);
    expect((await call(t.app, calls.getProject, { webId: p._id }, owner)).status).toBe(200);
  });
});

describe('POST /api/web/project-name', () => {
  it('reads the name of public projects for anyone', async () => {
    const p = await createProject(owner, 'A blog called Quiet Notes');
    await t.ctx.runs.whenIdle(p._id);
    expect((await call(t.app, calls.getProjectName, { webId: p._id }, null)).body.data.projectName).toBe(
      'Quiet Notes',
    );
  }, 240_000); // its run queues behind the first runs of every project this file created

  it('validates its input', async () => {
    expect((await call(t.app, calls.getProjectName, { webId: '' }, owner)).status).toBe(400);
  });
});
