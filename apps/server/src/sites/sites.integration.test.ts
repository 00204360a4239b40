import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calls } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { project, projectVersion } from '../db/schema';
import { projectPaths } from '../storage/paths';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let p: { _id: string; subdomain: string };
const current = 'a'.repeat(40);
const older = 'b'.repeat(40);

async function writeBuild(commit: string, mode: 'preview' | 'production', title: string) {
  const dir = projectPaths(t.dataDir, p._id).build(commit, mode);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><div id="root"></div>`,
  );
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(title)})`);
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *');
}

function get(host: string, url = '/', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  p = (await call(t.app, calls.createProject, { prompt: 'A bakery' }, owner)).body.data;
  await writeBuild(current, 'preview', 'Current preview');
  await writeBuild(older, 'preview', 'Older version');
  await writeBuild(current, 'production', 'Deployed site');
  await t.ctx.db.update(project).set({ currentCommitHash: current }).where(eq(project.id, p._id));
  await t.ctx.db.insert(projectVersion).values([
    { id: newId(), projectId: p._id, commitHash: current, message: 'Current', buildStatus: 'ready' },
    { id: newId(), projectId: p._id, commitHash: older, message: 'Older', buildStatus: 'ready' },
  ]);
});
afterAll(() => t.close());

describe('hosting by Host header', () => {
  it('serves the current preview with SPA fallback, framing limited to Kiln, nosniff', async () => {
    const host = `${p.subdomain}.preview.localhost:3000`;
    for (const url of ['/', '/menu/pastries', '/deep/link?x=1']) {
      const res = await get(host, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Current preview</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const res = await get(host);
    expect(res.headers['content-security-policy']).toBe('frame-ancestors http://localhost:3000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const asset = await get(host, '/assets/index-abc123.js', { accept: '*/*' });
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get(host, '/robots.txt', { accept: '*/*' })).body).toBe('User-agent: *');
    expect((await get(host, '/assets/missing.js', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('serves one version at {hash7}-{subdomain} and the deployed site at the sites domain', async () => {
    const version = await get(`${older.slice(0, 7)}-${p.subdomain}.preview.localhost:3000`);
    expect(version.body).toContain('Older version');
    expect((await get(`${'c'.repeat(7)}-${p.subdomain}.preview.localhost:3000`)).statusCode).toBe(404);

    expect((await get(`${p.subdomain}.app.localhost:3000`)).statusCode).toBe(404); // not deployed yet
    await t.ctx.db.update(project).set({ deployedCommitHash: current }).where(eq(project.id, p._id));
    const site = await get(`${p.subdomain}.app.localhost:3000`, '/about');
    expect(site.body).toContain('Deployed site');
    expect(site.headers['content-security-policy']).toBeUndefined();
  });

  it('never lets a preview origin reach Kiln’s API or web app', async () => {
    const host = `${p.subdomain}.preview.localhost:3000`;
    const me = await t.app.inject({
      method: 'POST',
      url: '/users/me',
      headers: { host, cookie: owner.cookie },
    });
    expect(me.statusCode).toBe(405);
    const read = await get(host, '/users/me', {
      cookie: owner.cookie,
      authorization: `Bearer ${owner.token}`,
    });
    expect(read.body).toContain('Current preview'); // the app's own fallback page, no account data
    expect(read.body).not.toContain(owner.email);
  });

  it('refuses paths that leave the build, even through a symlink', async () => {
    const host = `${p.subdomain}.preview.localhost:3000`;
    const root = projectPaths(t.dataDir, p._id).build(current, 'preview');
    await symlink('/etc/passwd', path.join(root, 'passwd.txt'));
    for (const url of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/passwd.txt',
      '/..%2f..%2fauth-secret',
    ]) {
      const res = await get(host, url, { accept: '*/*' });
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('test-secret');
    }
  });

  it('opens a private project’s previews only with its token', async () => {
    await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: true }, owner);
    const mine = await call(t.app, calls.getProject, { webId: p._id }, owner);
    const token = new URL(mine.body.data.link).hostname.split('.')[0]?.split('--')[1] ?? '';
    expect(token).toMatch(/^[a-z2-7]{20}$/);
    expect((await get(`${p.subdomain}.preview.localhost:3000`)).statusCode).toBe(404);
    expect((await get(`${p.subdomain}--wrongtoken0000000000.preview.localhost:3000`)).statusCode).toBe(404);
    expect((await get(`${p.subdomain}--${token}.preview.localhost:3000`)).body).toContain('Current preview');
    expect(
      (await get(`${older.slice(0, 7)}-${p.subdomain}--${token}.preview.localhost:3000`)).body,
    ).toContain('Older version');
    expect(mine.body.data.link).toBe(`http://${p.subdomain}--${token}.preview.localhost:3000/`);
    await call(t.app, calls.setPrivacy, { webId: p._id, isPrivate: false }, owner);
  });

  it('shows a building page while a project has no build yet, and 404 for unknown projects', async () => {
    const fresh = (await call(t.app, calls.createProject, { prompt: 'Another' }, owner)).body.data;
    const res = await get(`${fresh.subdomain}.preview.localhost:3000`);
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Building your app');
    expect((await get('no-such-app-1.preview.localhost:3000')).statusCode).toBe(404);
  });
});
