import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActions } from '../admin/audit';
import { listMessages } from '../chat/repository';
import { insertProjectCopy } from '../clone/repository';
import { MIGRATIONS_DIR } from '../paths';
import { insertProject } from '../projects/repository';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { listVersions } from '../versions/repository';
import { adminAction, chatMessage, projectVersion } from './schema';

// A chat and a version list are read back in the order they were written, even when rows share a
// timestamp: PGlite's clock ticks in milliseconds, a run writes its user and assistant messages back
// to back, and commits pulled from GitHub carry their git time, to the second.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One time for every row, and ids that sort the other way round from the order they are stored in. */
const AT = new Date('2026-11-28T10:00:00.000Z');
const IDS = ['ffff00000000000000000001', 'eeee00000000000000000002', '000000000000000000000003'];

async function newProject(prompt: string, subdomain: string) {
  const owner = await signUp(t.app);
  const { project } = await insertProject(t.ctx.db, {
    ownerId: owner.id,
    prompt,
    platform: 'web',
    subdomain,
  });
  return { owner, project };
}

describe('a chat’s order', () => {
  it('is the order its messages were written in, not their ids, when their timestamps tie', async () => {
    const { project } = await newProject('A chat in order', 'chat-in-order');
    await t.ctx.db.insert(chatMessage).values(
      IDS.map((id, i) => ({
        id,
        projectId: project.id,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `message ${i}`,
        createdAt: AT,
      })),
    );
    const listed = await listMessages(t.ctx.db, project.id);
    expect(listed.map((m) => m.content)[0]).toBe('A chat in order');
    expect(listed.slice(1).map((m) => m.id)).toEqual(IDS);
  });
});

describe('a version list’s order', () => {
  it('puts the version stored last first when versions share a time, and a copy keeps that order', async () => {
    const { owner, project } = await newProject('Versions in order', 'versions-in-order');
    // Commits pulled from GitHub in one second, oldest first.
    for (const [i, id] of IDS.entries()) {
      await t.ctx.db
        .insert(projectVersion)
        .values({ id, projectId: project.id, commitHash: `c${i}`, message: `pull ${i}`, createdAt: AT });
    }
    const versions = await listVersions(t.ctx.db, project.id);
    expect(versions.map((v) => v.commitHash)).toEqual(['c2', 'c1', 'c0']);

    const copy = await insertProjectCopy(t.ctx.db, {
      id: 'c0b1e5000000000000000001',
      ownerId: owner.id,
      name: 'Copy',
      subdomain: 'versions-in-order-copy',
      isPrivate: false,
      source: project,
      versions,
      messages: [],
    });
    expect((await listVersions(t.ctx.db, copy.id)).map((v) => v.commitHash)).toEqual(['c2', 'c1', 'c0']);
  });
});

describe('the audit log’s order', () => {
  it('puts the action stored last first when actions share a time', async () => {
    for (const [i, id] of IDS.entries()) {
      await t.ctx.db.insert(adminAction).values({
        id,
        adminEmail: 'npm run admin',
        action: `step-${i}`,
        targetType: 'instance',
        createdAt: AT,
      });
    }
    const log = await listActions(t.ctx.db);
    expect(log.filter((a) => a.action.startsWith('step-')).map((a) => a.action)).toEqual([
      'step-2',
      'step-1',
      'step-0',
    ]);
  });
});

describe('the migration that numbers stored rows', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kiln-seq-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('numbers the rows a database already has in the order they were listed in', async () => {
    // The migrations as they were before this one.
    const before = path.join(dir, 'before');
    await cp(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === '0020_stored_order');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    await writeFile(journalFile, JSON.stringify(journal));

    const pg = await PGlite.create();
    try {
      await migrate(drizzle(pg), { migrationsFolder: before });
      await pg.exec(`SET session_replication_role = replica;
        INSERT INTO chat_message (id, project_id, role, content, created_at) VALUES
          ('bb', 'p1', 'user', 'second', '2026-11-28 10:00:01+00'),
          ('aa', 'p1', 'user', 'first', '2026-11-28 10:00:00+00'),
          ('cc', 'p1', 'assistant', 'third', '2026-11-28 10:00:01+00');
        INSERT INTO project_version (id, project_id, commit_hash, message, created_at) VALUES
          ('v2', 'p1', 'h2', 'second', '2026-11-28 10:00:01+00'),
          ('v1', 'p1', 'h1', 'first', '2026-11-28 10:00:00+00');
        SET session_replication_role = origin;`);
      await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS_DIR });
      const numbered = await pg.query<{ id: string; seq: string }>(
        'SELECT id, seq FROM chat_message ORDER BY seq',
      );
      expect(numbered.rows.map((row) => [row.id, Number(row.seq)])).toEqual([
        ['aa', 1],
        ['bb', 2],
        ['cc', 3],
      ]);
      const versions = await pg.query<{ id: string; seq: string }>(
        'SELECT id, seq FROM project_version ORDER BY seq',
      );
      expect(versions.rows.map((row) => [row.id, Number(row.seq)])).toEqual([
        ['v1', 1],
        ['v2', 2],
      ]);
      // A message written afterwards comes after them.
      await pg.exec(`SET session_replication_role = replica;
        INSERT INTO chat_message (id, project_id, role, content) VALUES ('dd', 'p1', 'user', 'fourth');`);
      const next = await pg.query<{ seq: string }>(`SELECT seq FROM chat_message WHERE id = 'dd'`);
      expect(Number(next.rows[0]?.seq)).toBe(4);
    } finally {
      await pg.close();
    }
  });
});
