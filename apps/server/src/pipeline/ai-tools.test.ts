import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ToolExecutionOptions } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTools, TurnRecord } from './ai-tools';
import { ProjectWorkspace, WriteBudget } from './tools/workspace';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kiln-tools-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const SAFE = `create table public.notes (id uuid primary key, user_id uuid not null, body text);
alter table public.notes enable row level security;
create policy "Own notes" on public.notes for all using (auth.uid() = user_id);`;
const call = { toolCallId: 't1', messages: [] } as ToolExecutionOptions;
const hooks = { onWrite: () => {}, onProjectName: () => {} };

describe('write_migration', () => {
  it('is offered only to an app with Supabase', () => {
    const workspace = new ProjectWorkspace(root);
    expect(createTools(workspace, new TurnRecord(), hooks).write_migration).toBeUndefined();
    expect(
      createTools(workspace, new TurnRecord(), hooks, { migrations: true }).write_migration,
    ).toBeDefined();
  });

  it('writes supabase/migrations/<stamp>_<name>.sql in order and records it for the card', async () => {
    const record = new TurnRecord();
    const tools = createTools(new ProjectWorkspace(root), record, hooks, { migrations: true });
    await tools.write_migration?.execute?.({ name: 'create_notes', sql: SAFE }, call);
    await tools.write_migration?.execute?.(
      { name: 'add_tags', sql: 'alter table public.notes add column tags text[];' },
      call,
    );
    expect(record.migrations.map((m) => m.name)).toEqual(['create_notes', 'add_tags']);
    const [first, second] = record.migrations;
    expect(first?.path).toMatch(/^supabase\/migrations\/\d{14}00_create_notes\.sql$/);
    expect(second?.path).toMatch(/^supabase\/migrations\/\d{14}01_add_tags\.sql$/);
    expect((first?.path ?? '') < (second?.path ?? '')).toBe(true);
    expect(await readFile(path.join(root, first?.path ?? ''), 'utf8')).toBe(`${SAFE}\n`);
    expect(record.hasChanges).toBe(true);
  });

  it('refuses a table without row-level security, telling the model why, and writes nothing', async () => {
    const record = new TurnRecord();
    const tools = createTools(new ProjectWorkspace(root), record, hooks, { migrations: true });
    await expect(
      tools.write_migration?.execute?.(
        { name: 'create_open', sql: 'create table open_table (id int);' },
        call,
      ),
    ).rejects.toThrow(/Migration refused:\n- Table open_table is created without row-level security/);
    expect(record.migrations).toEqual([]);
    expect(record.hasChanges).toBe(false);
  });
});

describe("a step's changing calls", () => {
  it('take effect in the order the model made them, and the budget refuses the last of them', async () => {
    const dir = path.join(root, 'ordered');
    await mkdir(dir);
    const record = new TurnRecord();
    const budget = new WriteBudget({ maxFiles: 3, maxBytes: 10_000 });
    const tools = createTools(new ProjectWorkspace(dir, undefined, undefined, budget), record, hooks);
    const write = (file: string, content: string) =>
      Promise.resolve(tools.write_file?.execute?.({ path: file, content }, call)).then(
        (result) => ({ ok: true, result: String(result) }),
        (error: Error) => ({ ok: false, result: error.message }),
      );
    // Side by side, as the AI SDK runs a step's calls; the first write to a path also reads it.
    const results = await Promise.all([
      write('src/a.txt', 'one'),
      write('src/a.txt', 'two'),
      write('src/b.txt', 'b'),
      write('src/c.txt', 'c'),
      write('src/d.txt', 'd'),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, false]);
    expect(results[4]?.result).toContain('KILN_TURN_MAX_FILES');
    expect(await readFile(path.join(dir, 'src/a.txt'), 'utf8')).toBe('two');
    expect([...record.files.values()]).toEqual([
      { path: 'src/a.txt', action: 'create' },
      { path: 'src/b.txt', action: 'create' },
      { path: 'src/c.txt', action: 'create' },
    ]);
  });
});
