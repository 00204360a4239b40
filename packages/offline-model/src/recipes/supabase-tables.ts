import type { RecipeId } from '../app-spec';

/**
 * The tables of the recipes that keep data, for a linked Supabase: each owned by the signed-in user
 * (`user_id` defaults to `auth.uid()`), row-level security on, and policies that keep every user to
 * their own rows (event registrations: anyone may register, nobody may read them through the app's
 * public key). Written by the offline model as a migration the owner approves.
 */
export type RecipeMigration = { name: string; sql: string; tables: string[] };

const owned = (table: string, columns: string): string =>
  [
    `create table public.${table} (`,
    '  id uuid primary key default gen_random_uuid(),',
    '  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,',
    columns,
    '  created_at timestamptz not null default now()',
    ');',
    `create index ${table}_user_id_idx on public.${table} (user_id);`,
    `alter table public.${table} enable row level security;`,
    `create policy "Users read their own ${table}" on public.${table} for select to authenticated using (auth.uid() = user_id);`,
    `create policy "Users add their own ${table}" on public.${table} for insert to authenticated with check (auth.uid() = user_id);`,
    `create policy "Users change their own ${table}" on public.${table} for update to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);`,
    `create policy "Users delete their own ${table}" on public.${table} for delete to authenticated using (auth.uid() = user_id);`,
  ].join('\n');

const MIGRATIONS: Partial<Record<RecipeId, RecipeMigration>> = {
  todo: {
    name: 'create_tasks',
    tables: ['tasks'],
    sql: owned(
      'tasks',
      [
        '  title text not null check (char_length(title) between 1 and 500),',
        "  priority text not null default 'medium' check (priority in ('low', 'medium', 'high')),",
        '  is_done boolean not null default false,',
      ].join('\n'),
    ),
  },
  store: {
    name: 'create_orders',
    tables: ['orders'],
    sql: owned(
      'orders',
      [
        "  items jsonb not null default '[]'::jsonb,",
        '  total_cents integer not null check (total_cents >= 0),',
        "  status text not null default 'placed' check (status in ('placed', 'paid', 'shipped', 'cancelled')),",
      ].join('\n'),
    ),
  },
  fitness: {
    name: 'create_workouts',
    tables: ['workouts'],
    sql: owned(
      'workouts',
      [
        '  kind text not null,',
        '  minutes integer not null check (minutes > 0),',
        '  calories integer check (calories >= 0),',
        '  done_on date not null default current_date,',
      ].join('\n'),
    ),
  },
  event: {
    name: 'create_registrations',
    tables: ['registrations'],
    sql: [
      'create table public.registrations (',
      '  id uuid primary key default gen_random_uuid(),',
      '  name text not null check (char_length(name) between 1 and 200),',
      "  email text not null check (email ~* '^[^@\\s]+@[^@\\s]+$'),",
      '  tickets integer not null default 1 check (tickets between 1 and 10),',
      '  created_at timestamptz not null default now()',
      ');',
      'alter table public.registrations enable row level security;',
      '-- Anyone may register; the list is read with the dashboard, never through the public key.',
      'create policy "Anyone can register" on public.registrations for insert to anon, authenticated with check (true);',
    ].join('\n'),
  },
};

/** The migration for a recipe that keeps data, or null for one that does not. */
export function recipeMigration(recipe: RecipeId): RecipeMigration | null {
  return MIGRATIONS[recipe] ?? null;
}
