import { describe, expect, it } from 'vitest';
import { editFor, FileView } from './file-view';

describe('editFor', () => {
  it('widens the change to whole lines', () => {
    const before = 'one\ntwo\nthree\n';
    const after = 'one\nTWO!\nthree\n';
    expect(editFor(before, after)).toEqual({ search: 'two', replace: 'TWO!' });
  });

  it('widens until the search text occurs exactly once', () => {
    const before = '<div>\n  <X />\n</div>\n<div>\n  <X />\n</div>\n';
    const after = '<div>\n  <X />\n</div>\n<div>\n  <X />\n  <Y />\n</div>\n';
    const { search, replace } = editFor(before, after);
    expect(before.split(search)).toHaveLength(2);
    expect(before.replace(search, replace)).toBe(after);
  });

  it('turns an insertion into a replacement of its neighbours', () => {
    const before = 'import a;\n\nexport default 1;\n';
    const after = 'import a;\nimport b;\n\nexport default 1;\n';
    const { search, replace } = editFor(before, after);
    expect(search.length).toBeGreaterThan(0);
    expect(before.replace(search, replace)).toBe(after);
  });
});

describe('FileView', () => {
  it('knows what exists from the file list, and asks to read the rest', () => {
    const view = new FileView(['src/App.tsx', 'index.html'], new Map([['index.html', '<title>X</title>']]));
    expect(view.get('src/missing.tsx')).toBeNull();
    expect(view.get('index.html')).toBe('<title>X</title>');
    expect(view.get('src/App.tsx')).toBeUndefined();
    expect([...view.wanted]).toEqual(['src/App.tsx']);
  });

  it('turns its overlay into edits for read files and writes for new ones', () => {
    const view = new FileView(['a.ts'], new Map([['a.ts', 'const a = 1;\nconst b = 2;\n']]));
    view.write('a.ts', 'const a = 1;\nconst b = 3;\n');
    view.write('b.ts', 'new');
    expect(view.changes()).toEqual([
      {
        kind: 'edit',
        path: 'a.ts',
        search: 'const b = 2;',
        replace: 'const b = 3;',
        content: 'const a = 1;\nconst b = 3;\n',
      },
      { kind: 'write', path: 'b.ts', content: 'new' },
    ]);
  });
});
