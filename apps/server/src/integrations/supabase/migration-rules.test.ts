import { describe, expect, it } from 'vitest';
import { blankNonCode, migrationProblems } from './migration-rules';

const SAFE_TODOS = `
create table public.todos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  done boolean not null default false
);
alter table public.todos enable row level security;
create policy "Users manage their own todos" on public.todos
  for all using (auth.uid() = user_id) with check (auth.uid() = user_id);
`;

const tables = (sql: string) => migrationProblems(sql).map((problem) => problem.table);

describe('row-level security by default', () => {
  it('accepts a table with row-level security and a policy, however it is spelled', () => {
    expect(migrationProblems(SAFE_TODOS)).toEqual([]);
    expect(
      migrationProblems(
        'CREATE TABLE IF NOT EXISTS "Notes" (id int);\nALTER TABLE ONLY public."Notes" ENABLE ROW LEVEL SECURITY;\nCREATE POLICY p ON "Notes" FOR SELECT USING (true);',
      ),
    ).toEqual([]);
    expect(
      migrationProblems(
        'create table todos (id int); alter table TODOS enable row level security; create policy "x" on public.Todos using (true);',
      ),
    ).toEqual([]);
  });

  it('refuses a table without row-level security, or without a policy, naming it', () => {
    const [open] = migrationProblems('create table public.profiles (id uuid primary key, name text);');
    expect(open?.table).toBe('profiles');
    expect(open?.message).toContain('alter table profiles enable row level security');
    const [locked] = migrationProblems(
      'create table posts (id int); alter table posts enable row level security;',
    );
    expect(locked?.message).toContain('no policy');
    // Each table on its own: securing one says nothing of the other.
    expect(tables(`${SAFE_TODOS}\ncreate table todo_tags (todo_id uuid, tag text);`)).toEqual(['todo_tags']);
  });

  it('is not fooled by comments, strings or function bodies that only mention the statements', () => {
    const sneaky = `
      create table secrets (id int);
      -- alter table secrets enable row level security;
      /* create policy p on secrets using (true); */
      select 'alter table secrets enable row level security';
      create function f() returns void as $body$ alter table secrets enable row level security; $body$ language sql;
    `;
    expect(tables(sneaky)).toEqual(['secrets']);
  });

  it('refuses turning row-level security off', () => {
    expect(tables(`${SAFE_TODOS}\nalter table todos disable row level security;`)).toEqual(['todos']);
    expect(
      migrationProblems('alter table if exists public.todos no force row level security;')[0]?.message,
    ).toContain('may not be turned off');
  });

  it('leaves temporary tables alone: they are never exposed', () => {
    expect(migrationProblems('create temporary table scratch (id int);')).toEqual([]);
  });

  it('blanks comments, literals and dollar-quoted bodies, keeping positions', () => {
    const sql = "a -- b\nc 'd''e' $$f$$ $x$g$x$ /* h */ i";
    const blanked = blankNonCode(sql);
    expect(blanked).toHaveLength(sql.length);
    expect(blanked.replace(/\s+/g, ' ').trim()).toBe('a c i');
  });
});
