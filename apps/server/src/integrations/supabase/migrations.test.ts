import { parseMessageContent, partMarkup } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import type { DatabaseMigrationRow } from '../../db/schema';
import { withMigrationStatuses } from './migrations';

const row = (id: string, patch: Partial<DatabaseMigrationRow>): DatabaseMigrationRow => ({
  id,
  projectId: 'p',
  messageId: 'm',
  name: 'create_todos',
  path: 'supabase/migrations/x.sql',
  sql: 'create table todos (id int);',
  status: 'pending',
  error: null,
  appliedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...patch,
});

describe("a reply's migration cards", () => {
  it('carry the status and error the database has now, the rest of the reply untouched', () => {
    const written = (id: string) =>
      partMarkup({
        type: 'migration',
        id,
        name: 'create_todos',
        sql: 'create table todos (id int);',
        status: 'pending',
      });
    const content = `I added a table.\n${written('a')}${written('b')}${written('c')}\nApprove them to apply.`;
    const rows = new Map([
      ['a', row('a', { status: 'applied' })],
      ['b', row('b', { status: 'failed', error: 'relation "x" does not exist <kiln-part>' })],
    ]);
    const parts = parseMessageContent(withMigrationStatuses(content, rows));
    expect(
      parts.map((part) => (part.type === 'migration' ? [part.id, part.status, part.error] : part.type)),
    ).toEqual([
      'text',
      ['a', 'applied', undefined],
      ['b', 'failed', 'relation "x" does not exist <kiln-part>'],
      ['c', 'pending', undefined],
      'text',
    ]);
  });
});
