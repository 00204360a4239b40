import { describe, expect, it } from 'vitest';
import { changedLines, edit, FILE, idOf, refusal, update } from './edit-test-helpers';

const PAGE = `import { cn } from '@/lib/utils';
import { useState } from "react";

// A page written the way people write them: mixed quotes, odd spacing, comments.
export default function Index({ active, tone }: { active: boolean; tone: string }) {
  const [count,setCount] = useState( 0 );
  return (
    <main className='min-h-screen  bg-white px-6 md:px-12'>
      {/* the header */}
      <h1 className="text-4xl font-bold text-gray-900 hover:text-gray-700">Welcome to Crumb</h1>
      <p className={cn('mt-4 text-lg', active && 'text-blue-600')}>
        Fresh bread &amp; pastries, every morning.
      </p>
      <span className={\`badge \${tone}-500 rounded-md px-2\`}>New</span>
      <button onClick={() => setCount(count+1)} className={styles.button}>Clicked {count} times</button>
      <ul>
        <li>One</li>
        <li>Two</li>
      </ul>
      {active && <aside className="p-4">Note</aside>}
    </main>
  );
}
`;

describe('visual edits through recast', () => {
  it('changes a string className and nothing else in the file, byte for byte', () => {
    const result = edit(PAGE, { updates: [update(PAGE, 'h1', { color: '#155dfc', fontSize: '48px' })] });
    expect(changedLines(PAGE, result.code ?? '')).toEqual([
      [
        '      <h1 className="text-4xl font-bold text-gray-900 hover:text-gray-700">Welcome to Crumb</h1>',
        '      <h1 className="font-bold hover:text-gray-700 text-blue-600 text-5xl">Welcome to Crumb</h1>',
      ],
    ]);
    expect(result.changes).toEqual(['<h1> color, fontSize']);
  });

  it("keeps the string's own quotes and spacing, replacing only same-variant conflicts", () => {
    const result = edit(PAGE, { updates: [update(PAGE, 'main', { paddingLeft: '16px', padding: '' })] });
    expect(changedLines(PAGE, result.code ?? '')).toEqual([
      [
        "    <main className='min-h-screen  bg-white px-6 md:px-12'>",
        "    <main className='min-h-screen  bg-white px-6 md:px-12 pl-4'>",
      ],
    ]);
    const all = edit(PAGE, { updates: [update(PAGE, 'main', { padding: '8px' })] });
    expect(changedLines(PAGE, all.code ?? '')[0]?.[1]).toBe(
      "    <main className='min-h-screen  bg-white md:px-12 p-2'>",
    );
  });

  it('edits the unconditional strings of cn(...) and leaves state styles alone', () => {
    const result = edit(PAGE, { updates: [update(PAGE, 'p', { color: '#1e40af', marginTop: '24px' })] });
    expect(changedLines(PAGE, result.code ?? '')).toEqual([
      [
        "      <p className={cn('mt-4 text-lg', active && 'text-blue-600')}>",
        "      <p className={cn('text-lg mt-6 text-[#1e40af]', active && 'text-blue-600')}>",
      ],
    ]);
  });

  it('edits the static parts of a template literal, never a class glued to an expression', () => {
    const result = edit(PAGE, {
      updates: [update(PAGE, 'span', { borderRadius: '9999px', padding: '4px' })],
    });
    const line = PAGE.split('\n').find((l) => l.includes('<span')) ?? '';
    expect(line).toContain('{`badge $');
    expect(changedLines(PAGE, result.code ?? '')).toEqual([
      [line, line.replace('rounded-md px-2', 'p-1 rounded-full')],
    ]);
  });

  it('adds a className where there was none', () => {
    const result = edit(PAGE, { updates: [update(PAGE, 'li', { fontWeight: '600' }, undefined, 1)] });
    expect(changedLines(PAGE, result.code ?? '')).toEqual([
      ['        <li>Two</li>', '        <li className="font-semibold">Two</li>'],
    ]);
  });

  it('replaces static text, keeping the line breaks around it, and writes special characters safely', () => {
    const heading = edit(PAGE, { updates: [update(PAGE, 'h1', {}, 'Welcome to Loaf')] });
    expect(changedLines(PAGE, heading.code ?? '')).toEqual([
      [
        '      <h1 className="text-4xl font-bold text-gray-900 hover:text-gray-700">Welcome to Crumb</h1>',
        '      <h1 className="text-4xl font-bold text-gray-900 hover:text-gray-700">Welcome to Loaf</h1>',
      ],
    ]);
    const paragraph = edit(PAGE, { updates: [update(PAGE, 'p', {}, 'Cakes {and} <more>')] });
    expect(changedLines(PAGE, paragraph.code ?? '')).toEqual([
      ['        Fresh bread &amp; pastries, every morning.', '        {"Cakes {and} <more>"}'],
    ]);
    // The text as the page shows it (entities decoded, whitespace collapsed) is no change at all.
    const same = edit(PAGE, {
      updates: [update(PAGE, 'p', {}, '  Fresh bread & pastries,\n every morning. ')],
    });
    expect(same.code).toBeNull();
  });

  it('changes the classes and the text of one element together, keeping the text on its own lines', () => {
    const source = [
      'export default function Hero() {',
      '  return (',
      '    <section>',
      '      <h1 className="text-4xl font-bold">',
      '        Made from scratch, every morning',
      '      </h1>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    const result = edit(source, {
      updates: [update(source, 'h1', { color: '#dc2626' }, 'Baked fresh at dawn')],
    });
    expect(changedLines(source, result.code ?? '')).toEqual([
      [
        '      <h1 className="text-4xl font-bold">',
        '      <h1 className="text-4xl font-bold text-[#dc2626]">',
      ],
      ['        Made from scratch, every morning', '        Baked fresh at dawn'],
    ]);
    expect(result.changes).toEqual(['<h1> color, text']);
  });

  it('deletes an element with its own line, leaving no blank line', () => {
    const result = edit(PAGE, { deletes: [{ elementId: idOf(PAGE, 'li', 0), filePath: FILE }] });
    const expected = PAGE.replace('        <li>One</li>\n', '');
    expect(result.code).toBe(expected);
    expect(result.changes).toEqual(['deleted <li>']);
  });

  it('applies several edits to one file at once, ids read from the original', () => {
    const result = edit(PAGE, {
      deletes: [{ elementId: idOf(PAGE, 'h1'), filePath: FILE }],
      updates: [update(PAGE, 'li', { color: '#ffffff' }, 'Uno')],
    });
    const expected = PAGE.replace(/ {6}<h1 .*\n/, '').replace(
      '<li>One</li>',
      '<li className="text-white">Uno</li>',
    );
    expect(result.code).toBe(expected);
  });

  it('keeps tabs and CRLF line endings as written', () => {
    const source =
      'export const A = () => (\r\n\t<div>\r\n\t\t<b className="p-2">Hi</b>\r\n\t</div>\r\n);\r\n';
    const result = edit(source, { updates: [update(source, 'b', { padding: '12px' }, 'Hey')] });
    expect(result.code).toBe(source.replace('<b className="p-2">Hi</b>', '<b className="p-3">Hey</b>'));
  });

  it('finds elements in a tab-indented file (recast re-indents tabs) and deletes one cleanly', () => {
    const source =
      'export function A() {\n\treturn (\n\t\t<ul>\n\t\t\t<li>One</li>\n\t\t\t<li className="p-2">Two</li>\n\t\t</ul>\n\t);\n}\n';
    const result = edit(source, {
      updates: [update(source, 'li', { padding: '8px 4px' }, 'Deux', 1)],
      deletes: [{ elementId: idOf(source, 'li', 0), filePath: FILE }],
    });
    expect(result.code).toBe(
      'export function A() {\n\treturn (\n\t\t<ul>\n\t\t\t<li className="py-2 px-1">Deux</li>\n\t\t</ul>\n\t);\n}\n',
    );
  });

  it('makes no change when the code already says it', () => {
    const result = edit(PAGE, { updates: [update(PAGE, 'h1', { color: '#101828', fontSize: '36px' })] });
    expect(result).toEqual({ code: null, changes: [] });
  });
});

describe('refusals', () => {
  it('refuses an element that is not in the file, or is another tag now', () => {
    const missing = refusal(() =>
      edit(PAGE, { updates: [{ ...update(PAGE, 'h1', { color: '#000' }), elementId: `${FILE}:99:4` }] }),
    );
    expect(missing.kind).toBe('not_found');
    expect(missing.message).toBe(
      `The <h1> element ${FILE}:99:4 is no longer in ${FILE}. Reload the preview and try again.`,
    );
    const moved = refusal(() =>
      edit(PAGE, { updates: [{ ...update(PAGE, 'h1', { color: '#000' }), elementData: { tagName: 'p' } }] }),
    );
    expect(moved.kind).toBe('not_found');
  });

  it('refuses classes computed by code, text computed by code, and deletes inside expressions', () => {
    expect(
      refusal(() => edit(PAGE, { updates: [update(PAGE, 'button', { color: '#000' })] })).message,
    ).toMatch(/classes of this <button> .* are computed by code/);
    expect(
      refusal(() => edit(PAGE, { updates: [update(PAGE, 'button', {}, 'Clicked many times')] })).message,
    ).toMatch(/text of this <button> .* is computed by code/);
    expect(
      refusal(() => edit(PAGE, { deletes: [{ elementId: idOf(PAGE, 'aside'), filePath: FILE }] })).message,
    ).toMatch(/rendered by an expression/);
  });

  it('refuses a file that does not parse', () => {
    const broken = `${PAGE}\nexport const x = <div>;`;
    expect(refusal(() => edit(broken, { updates: [update(PAGE, 'h1', { color: '#000' })] })).message).toMatch(
      /syntax error/,
    );
  });
});
