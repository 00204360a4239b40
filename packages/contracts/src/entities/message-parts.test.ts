import { describe, expect, it } from 'vitest';
import { MessagePartSchema } from './message-parts';

describe('parsed message parts', () => {
  it.each([
    { type: 'text', content: 'Done.', hiddenContent: 'Details' },
    { type: 'thinking', content: 'Planning', complete: false },
    { type: 'code_error', content: 'Unexpected token' },
    { type: 'code_error', filename: 'src/App.tsx', content: 'Unexpected token' },
    { type: 'build_failed', content: 'esbuild: 1 error' },
    { type: 'migration', id: 'g1', name: 'init', sql: 'create table todos()', status: 'pending' },
    { type: 'integration_nudge', subtype: 'firebase_auth' },
    { type: 'file_changes', files: [{ path: 'src/App.tsx', action: 'edit' }] },
    { type: 'suggestions', items: ['Add a footer'] },
  ])('accepts $type', (part) => {
    expect(MessagePartSchema.parse(part)).toEqual(part);
  });

  it.each([
    { type: 'thinking', content: 'x' },
    { type: 'integration_nudge', subtype: 'stripe' },
    { type: 'file_changes', files: [{ path: 'a', action: 'move' }] },
    { type: 'image', url: 'x' },
  ])('rejects %j', (part) => {
    expect(MessagePartSchema.safeParse(part).success).toBe(false);
  });
});
