import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { calls } from '@kiln/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { REPO_ROOT } from '../paths';
import { call, createTestApp, signUp, type TestApp } from '../test/test-app';
import { findUserByEmail } from '../users/repository';
import { listActions } from './audit';
import { runAdminCommand } from './commands';
import { ADMIN_TOKEN_HEADER } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app); // the first account (admin)
});
afterAll(() => t.close());

describe('npm run admin -- set-plan', () => {
  it('grants and removes premium, with an optional end date', async () => {
    const user = await signUp(t.app);
    expect(await runAdminCommand(t.ctx.db, ['set-plan', user.email, 'premium'])).toBe(
      `${user.email} is now on the premium plan.`,
    );
    expect((await call(t.app, calls.getCurrentUser, {}, user)).body.data.isPremium).toBe(true);
    await runAdminCommand(t.ctx.db, ['set-plan', user.email, 'premium', '--until', '2000-01-01']);
    expect((await call(t.app, calls.getCurrentUser, {}, user)).body.data.isPremium).toBe(false);
    await runAdminCommand(t.ctx.db, ['set-plan', user.email.toUpperCase(), 'free']);
    expect((await findUserByEmail(t.ctx.db, user.email))?.plan).toBe('free');
  });

  it('explains bad usage and unknown accounts', async () => {
    await expect(runAdminCommand(t.ctx.db, ['set-plan', 'x@example.com', 'gold'])).rejects.toThrow(/Usage/);
    await expect(runAdminCommand(t.ctx.db, ['set-plan', 'ghost@example.com', 'free'])).rejects.toThrow(
      'No account with the email ghost@example.com.',
    );
    await expect(runAdminCommand(t.ctx.db, ['frobnicate'])).rejects.toThrow(/Usage/);
  });
});

describe('npm run admin -- make-admin, disable and back', () => {
  it('does what the console does, in its audit log under the shell', async () => {
    const user = await signUp(t.app);
    expect(await runAdminCommand(t.ctx.db, ['make-admin', user.email])).toBe(
      `${user.email} can now use the operator console (/admin).`,
    );
    expect((await call(t.app, calls.listAdminUsers, {}, user)).status).toBe(200);
    expect(await runAdminCommand(t.ctx.db, ['disable', user.email])).toBe(
      `${user.email} is disabled and signed out everywhere.`,
    );
    expect((await call(t.app, calls.getCurrentUser, {}, user)).status).toBe(401);
    await runAdminCommand(t.ctx.db, ['enable', user.email]);
    await runAdminCommand(t.ctx.db, ['remove-admin', user.email]);
    expect((await findUserByEmail(t.ctx.db, user.email))?.isAdmin).toBe(false);
    const log = await listActions(t.ctx.db);
    expect(log.slice(0, 4).map((a) => [a.action, a.adminEmail])).toEqual([
      ['remove-admin', 'npm run admin'],
      ['enable', 'npm run admin'],
      ['disable', 'npm run admin'],
      ['make-admin', 'npm run admin'],
    ]);
  });
});

describe('POST /api/admin/command (the CLI while the server runs)', () => {
  it('runs for the token holder and refuses everyone else', async () => {
    const { app } = await buildApp({
      env: t.ctx.env,
      database: { ...t.database, close: async () => {} },
      adminToken: 'secret-token',
      serveWeb: false,
    });
    const user = await signUp(t.app);
    const args = ['set-plan', user.email, 'premium'];
    const refused = await app.inject({ method: 'POST', url: '/api/admin/command', payload: { args } });
    expect(refused.statusCode).toBe(403);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/command',
      headers: { [ADMIN_TOKEN_HEADER]: 'nope' },
      payload: { args },
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/admin/command',
      headers: { [ADMIN_TOKEN_HEADER]: 'secret-token' },
      payload: { args },
    });
    expect(ok.json()).toEqual({
      success: true,
      data: { output: `${user.email} is now on the premium plan.` },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/command',
      headers: { [ADMIN_TOKEN_HEADER]: 'secret-token' },
      payload: { args: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
    // A server built without a token (tests, API-only) keeps the door shut.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/command', payload: { args } })).statusCode,
    ).toBe(403);
    await app.close();
  });
});

describe('npm run admin against the wrong data dir', () => {
  it('refuses a data dir with no database, creating nothing there', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiln-admin-empty-'));
    try {
      const cli = promisify(execFile)(
        process.execPath,
        [
          path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
          'apps/server/src/admin/cli.ts',
          'set-plan',
          'a@b.test',
          'premium',
        ],
        { cwd: REPO_ROOT, env: { ...process.env, KILN_DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      const failed = await cli.then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr.trim()).toBe(
        `There is no Kiln database in ${path.join(dataDir, 'pglite')}. Run this with the server's KILN_DATA_DIR (the data dir the server uses).`,
      );
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
