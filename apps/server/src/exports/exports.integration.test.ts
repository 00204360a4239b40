import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pull, TOKEN_REQUIRED } from '@kiln/cli';
import { calls, EXPORT_DOWNLOAD_PREFIX, MESSAGES } from '@kiln/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project as projectTable } from '../db/schema';
import { git } from '../git/git';
import { listProductEvents } from '../product-events/repository';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../test/test-app';
import { setPlan } from '../users/repository';

const run = promisify(execFile);

let t: TestApp;
let server: string;
let owner: TestUser; // first account: admin + premium
let stranger: TestUser;
let webId: string;
let subdomain: string;
let work: string;

const exportZip = (projectId: string, as: TestUser | null) =>
  call(t.app, calls.exportProject, { projectId, isComponent: false }, as);

async function download(downloadUrl: string, as: TestUser) {
  return t.app.inject({
    method: 'GET',
    url: `${EXPORT_DOWNLOAD_PREFIX}${downloadUrl}`,
    headers: { authorization: `Bearer ${as.token}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  const created = await call(t.app, calls.createProject, { prompt: 'A bakery called Crumb' }, owner);
  webId = created.body.data._id;
  subdomain = created.body.data.subdomain;
  await t.ctx.runs.drain();
  // Things that must never leave in an export, forced into the history on purpose.
  const dir = t.ctx.repos.dir(webId);
  await writeFile(path.join(dir, '.env'), 'SECRET=1\n');
  await writeFile(path.join(dir, '.env.local'), 'SECRET=2\n');
  await symlink('/etc/passwd', path.join(dir, 'passwd-link'));
  await git(dir, ['add', '-f', '.env', '.env.local', 'passwd-link']);
  const published = await t.ctx.engine.commitAndPublish(webId, 'Add secrets by mistake');
  if (!published?.ok) throw new Error('publish failed');
  work = await mkdtemp(path.join(os.tmpdir(), 'kiln-export-'));
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await t.close();
});

describe('POST /projects/api/export-project', () => {
  it('refuses visitors (401), unknown (404), non-owners (403), private to others (404), free (402)', async () => {
    expect((await exportZip(webId, null)).status).toBe(401);
    expect((await exportZip('f'.repeat(24), owner)).status).toBe(404);
    expect((await exportZip(webId, stranger)).status).toBe(403);
    const wrongKind = await call(t.app, calls.exportProject, { projectId: webId, isComponent: true }, owner);
    expect(wrongKind.status).toBe(404);
    await t.ctx.db.update(projectTable).set({ isPrivate: true }).where(eq(projectTable.id, webId));
    expect((await exportZip(webId, stranger)).status).toBe(404);
    await t.ctx.db.update(projectTable).set({ isPrivate: false }).where(eq(projectTable.id, webId));
    await setPlan(t.ctx.db, owner.id, 'free', null);
    const free = await exportZip(webId, owner);
    await setPlan(t.ctx.db, owner.id, 'premium', null);
    expect(free.status).toBe(402);
    expect(free.body.message).toBe(MESSAGES.PREMIUM_RESTRICTED);
  });

  it('zips exactly the current tree: no .git, .env*, node_modules or symlinks, relative names', async () => {
    const res = await exportZip(webId, owner);
    expect(res.status).toBe(200);
    expect(res.body.downloadUrl).toMatch(/^\/api\/exports\/[A-Za-z0-9_-]+\.zip$/);
    const file = await download(res.body.downloadUrl, owner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(`${subdomain}.zip`);
    const names = Object.keys(unzipSync(new Uint8Array(file.rawPayload))).sort();
    const tree = (await git(t.ctx.repos.dir(webId), ['ls-tree', '-r', '--name-only', 'HEAD']))
      .split('\n')
      .filter(Boolean)
      .filter((name) => !name.startsWith('.env') && name !== 'passwd-link')
      .sort();
    expect(names).toEqual(tree);
    expect(names).toContain('package.json');
    for (const name of names) {
      expect(name.startsWith('/') || name.split('/').includes('..')).toBe(false);
      expect(name.split('/').some((s) => s === '.git' || s === 'node_modules' || s.startsWith('.env'))).toBe(
        false,
      );
    }
    expect(await listProductEvents(t.ctx.db, webId, 'export')).toHaveLength(1);
  });

  it('serves the zip to its owner only', async () => {
    const { downloadUrl } = (await exportZip(webId, owner)).body;
    expect((await download(downloadUrl, stranger)).statusCode).toBe(403);
    const other = await t.app.inject({ method: 'GET', url: `${EXPORT_DOWNLOAD_PREFIX}${downloadUrl}` });
    expect(other.statusCode).toBe(401);
    const bad = await download('/api/exports/..%2F..%2Fetc.zip', owner);
    expect(bad.statusCode).toBe(400);
    expect((await download(`/api/exports/${'a'.repeat(24)}-nope.zip`, owner)).statusCode).toBe(404);
  });

  it('unzipped, installs with npm and builds as a normal project', { timeout: 300_000 }, async () => {
    const { downloadUrl } = (await exportZip(webId, owner)).body;
    const files = unzipSync(new Uint8Array((await download(downloadUrl, owner)).rawPayload));
    const dir = path.join(work, 'unzipped');
    for (const [name, data] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), data);
    }
    // What the Download dialog tells a user to do. The machine's npm cache already holds these
    // packages (the monorepo installed them), so this reaches the registry only for what it lacks.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      timeout: 240_000,
      env,
    });
    await run('npm', ['run', 'build'], { cwd: dir, timeout: 100_000, env });
    expect(await readdir(path.join(dir, 'dist'))).toContain('index.html');
  });
});

describe('kiln pull', () => {
  let token: string;

  beforeAll(async () => {
    await t.ctx.db.update(projectTable).set({ isPrivate: true }).where(eq(projectTable.id, webId));
    const created = await call(t.app, calls.createAccessToken, { name: 'laptop' }, owner);
    expect(created.status).toBe(200);
    token = created.body.data.secret;
    expect(created.body.data.token.last4).toBe(token.slice(-4));
  });

  it('pulls a private project with a personal access token', async () => {
    const dir = path.join(work, 'pulled');
    const files = await pull({ server, subdomain, dir, token });
    expect(files).toContain('package.json');
    expect(existsSync(path.join(dir, 'src'))).toBe(true);
    expect(existsSync(path.join(dir, '.env'))).toBe(false);
    expect(await listProductEvents(t.ctx.db, webId, 'cli_pull')).toHaveLength(1);
  });

  it('refuses without a token, with another user’s token (404) and after revoking', async () => {
    await expect(pull({ server, subdomain, dir: path.join(work, 'none') })).rejects.toThrow(
      'personal access token',
    );
    const theirs = (await call(t.app, calls.createAccessToken, { name: 'theirs' }, stranger)).body.data
      .secret;
    await expect(pull({ server, subdomain, dir: path.join(work, 'theirs'), token: theirs })).rejects.toThrow(
      MESSAGES.PROJECT_NOT_FOUND,
    );
    const listed = (await call(t.app, calls.listAccessTokens, undefined, owner)).body.data;
    expect(listed.map((x: { name: string }) => x.name)).toEqual(['laptop']);
    expect(JSON.stringify(listed)).not.toContain(token);
    const revokeOther = await call(t.app, calls.revokeAccessToken, { id: listed[0].id }, stranger);
    expect(revokeOther.status).toBe(404);
    expect((await call(t.app, calls.revokeAccessToken, { id: listed[0].id }, owner)).status).toBe(200);
    await expect(pull({ server, subdomain, dir: path.join(work, 'revoked'), token })).rejects.toThrow(
      MESSAGES.ACCESS_TOKEN_INVALID,
    );
  });

  it('answers "Invalid token" to a token that is no one’s, "sign in" to no credential at all', async () => {
    const pullAs = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: calls.cliPull.path,
        headers: authorization ? { authorization } : {},
        payload: { subdomain },
      });
    for (const authorization of ['Bearer kiln_pat_unknown', 'Bearer <your', 'Basic abc']) {
      const res = await pullAs(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.ACCESS_TOKEN_INVALID);
    }
    const none = await pullAs();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.SIGN_IN_REQUIRED);
  });

  it('follows the zip download’s owner-only rule: 403 on a public project, 404 on a private one', async () => {
    const theirs = (await call(t.app, calls.createAccessToken, { name: 'other' }, stranger)).body.data.secret;
    await setPlan(t.ctx.db, stranger.id, 'premium', null);
    const pullAs = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: calls.cliPull.path,
        headers: { authorization: `Bearer ${secret}` },
        payload: { subdomain },
      });
    try {
      for (const isPrivate of [false, true]) {
        await t.ctx.db.update(projectTable).set({ isPrivate }).where(eq(projectTable.id, webId));
        const zip = await exportZip(webId, stranger);
        const cli = await pullAs(theirs);
        expect(cli.statusCode).toBe(zip.status);
        expect(cli.json().message).toBe(zip.body.message);
        expect(cli.json().message).toBe(isPrivate ? MESSAGES.PROJECT_NOT_FOUND : MESSAGES.NOT_OWNER);
      }
      // Premium is the zip's rule too.
      const mine = (await call(t.app, calls.createAccessToken, { name: 'free' }, owner)).body.data.secret;
      await setPlan(t.ctx.db, owner.id, 'free', null);
      const free = await pullAs(mine);
      expect(free.statusCode).toBe(402);
      expect(free.json().message).toBe(MESSAGES.PREMIUM_RESTRICTED);
    } finally {
      await setPlan(t.ctx.db, owner.id, 'premium', null);
      await setPlan(t.ctx.db, stranger.id, 'free', null);
      await t.ctx.db.update(projectTable).set({ isPrivate: true }).where(eq(projectTable.id, webId));
    }
  });

  it('a token opens the CLI calls only', async () => {
    const fresh = (await call(t.app, calls.createAccessToken, { name: 'ci' }, owner)).body.data.secret;
    const res = await t.app.inject({
      method: 'POST',
      url: calls.listProjects.path,
      headers: { authorization: `Bearer ${fresh}` },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  describe('the real CLI, as a user runs it', () => {
    let script: string;
    /** Runs the single-file script this instance serves, as the Download dialog's command does. */
    const runCli = (args: string[], env: Record<string, string> = {}) =>
      run(process.execPath, [script, ...args], { env: { ...process.env, KILN_TOKEN: '', ...env } }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );

    beforeAll(async () => {
      script = path.join(work, 'kiln-served.mjs');
      await writeFile(script, await (await fetch(`${server}/cli/kiln.mjs`)).text());
    });

    it('says "Invalid token" and exits 1 for a bad or revoked token', { timeout: 60_000 }, async () => {
      const bad = await runCli(['pull', subdomain, path.join(work, 'bad'), '--server', server], {
        KILN_TOKEN: 'kiln_pat_not-a-real-one',
      });
      expect(bad.code).toBe(1);
      expect(bad.stderr.trim()).toBe(MESSAGES.ACCESS_TOKEN_INVALID);
      const made = (await call(t.app, calls.createAccessToken, { name: 'soon revoked' }, owner)).body.data;
      await call(t.app, calls.revokeAccessToken, { id: made.token.id }, owner);
      const revoked = await runCli([
        'pull',
        subdomain,
        path.join(work, 'gone'),
        '--server',
        server,
        '--token',
        made.secret,
      ]);
      expect(revoked.code).toBe(1);
      expect(revoked.stderr.trim()).toBe(MESSAGES.ACCESS_TOKEN_INVALID);
      expect(existsSync(path.join(work, 'gone'))).toBe(false);
    });

    it('needs a token and refuses a non-owner’s with the zip’s message, exiting 1', {
      timeout: 60_000,
    }, async () => {
      const none = await runCli(['pull', subdomain, path.join(work, 'none-cli'), '--server', server]);
      expect(none.code).toBe(1);
      expect(none.stderr.trim()).toBe(TOKEN_REQUIRED);
      const theirs = (await call(t.app, calls.createAccessToken, { name: 'cli' }, stranger)).body.data.secret;
      await t.ctx.db.update(projectTable).set({ isPrivate: false }).where(eq(projectTable.id, webId));
      try {
        const other = await runCli(['pull', subdomain, path.join(work, 'other'), '--server', server], {
          KILN_TOKEN: theirs,
        });
        expect(other.code).toBe(1);
        expect(other.stderr.trim()).toBe(`Could not pull ${subdomain}: ${MESSAGES.NOT_OWNER}`);
        expect(existsSync(path.join(work, 'other'))).toBe(false);
      } finally {
        await t.ctx.db.update(projectTable).set({ isPrivate: true }).where(eq(projectTable.id, webId));
      }
    });
  });

  it('runs as the single-file script this instance serves', { timeout: 60_000 }, async () => {
    const fresh = (await call(t.app, calls.createAccessToken, { name: 'script' }, owner)).body.data.secret;
    const script = await fetch(`${server}/cli/kiln.mjs`);
    expect(script.status).toBe(200);
    const file = path.join(work, 'kiln.mjs');
    await writeFile(file, await script.text());
    const dir = path.join(work, 'from-script');
    const { stdout } = await run(process.execPath, [file, 'pull', subdomain, dir, '--server', server], {
      env: { ...process.env, KILN_TOKEN: fresh },
    });
    expect(stdout).toContain(`Pulled ${subdomain}`);
    expect(existsSync(path.join(dir, 'package.json'))).toBe(true);
  });
});
