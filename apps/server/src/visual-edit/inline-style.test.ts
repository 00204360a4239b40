import { describe, expect, it } from 'vitest';
import { edit, refusal, update } from './edit-test-helpers';

/** A one-element component, so each case reads as the line it changes. */
const one = (element: string) => `export const Card = ({ on }: { on: boolean }) => (\n  ${element}\n);\n`;

/** The element's line after the edit. */
function after(element: string, tag: string, style: Parameters<typeof update>[2], text?: string) {
  const source = one(element);
  const result = edit(source, { updates: [update(source, tag, style, text)] });
  return { line: result.code?.split('\n')[1]?.trim() ?? null, changes: result.changes };
}

describe('inline styles that would beat the new class', () => {
  it('removes the edited property from the inline style and leaves the others as written', () => {
    const { line, changes } = after(
      `<h1 className="text-lg" style={{ color: '#333', padding: 8, fontFamily: on ? 'serif' : "sans" }}>Hi</h1>`,
      'h1',
      { color: '#1e40af' },
    );
    expect(line).toBe(
      `<h1 className="text-lg text-[#1e40af]" style={{ padding: 8, fontFamily: on ? 'serif' : "sans" }}>Hi</h1>`,
    );
    expect(changes).toEqual(['<h1> color']);
    expect(after(`<p style={{ margin: 0, color: '#333' }}>Hi</p>`, 'p', { color: '#1e40af' }).line).toBe(
      `<p style={{ margin: 0 }} className="text-[#1e40af]">Hi</p>`,
    );
  });

  it('removes the whole style attribute when nothing is left in it', () => {
    expect(
      after(`<h1 className="text-lg" style={{ color: '#333' }}>Hi</h1>`, 'h1', { color: '#155dfc' }).line,
    ).toBe('<h1 className="text-lg text-blue-600">Hi</h1>');
    expect(
      after(`<div style={{ padding: '4px', paddingTop: 2 } as React.CSSProperties} id="a">Hi</div>`, 'div', {
        padding: '8px',
      }).line,
    ).toBe('<div id="a" className="p-2">Hi</div>');
  });

  it('removes an inline property even when the class is already there (the inline one hid it)', () => {
    const { line, changes } = after(`<b className="text-white" style={{ color: 'red' }}>Hi</b>`, 'b', {
      color: '#ffffff',
    });
    expect(line).toBe('<b className="text-white">Hi</b>');
    expect(changes).toEqual(['<b> color']);
  });

  it('leaves the inline style alone for a cleared value or a property it does not set', () => {
    expect(after(`<b style={{ color: 'red' }}>Hi</b>`, 'b', { color: '' })).toEqual({
      line: null,
      changes: [],
    });
    expect(after(`<b style={{ color: 'red' }}>Hi</b>`, 'b', { padding: '8px' }).line).toBe(
      `<b style={{ color: 'red' }} className="p-2">Hi</b>`,
    );
  });

  it('keeps one entry per line, comments with their property and the trailing comma', () => {
    const source = [
      'export const Card = () => (',
      '  <section',
      '    className="p-2"',
      '    style={{',
      '      // brand colour',
      "      color: '#333',",
      '      margin: 0,',
      "      backgroundColor: 'white',",
      '    }}',
      '  >',
      '    Hi',
      '  </section>',
      ');',
      '',
    ].join('\n');
    const first = edit(source, { updates: [update(source, 'section', { color: '#000', margin: '4px' })] });
    expect(first.code).toBe(
      source
        .replace("      // brand colour\n      color: '#333',\n      margin: 0,\n", '')
        .replace('p-2', 'p-2 m-1 text-black'),
    );
    const last = edit(source, { updates: [update(source, 'section', { backgroundColor: '#000' })] });
    expect(last.code).toBe(
      source.replace("      backgroundColor: 'white',\n", '').replace('p-2', 'p-2 bg-black'),
    );
  });
});

describe('shorthands', () => {
  it('splits a side shorthand when one side is edited, keeping the other sides exactly', () => {
    expect(
      after(`<div style={{ padding: '8px 16px', color: 'red' }}>Hi</div>`, 'div', { paddingTop: '4px' }).line,
    ).toBe(
      `<div style={{ paddingRight: '16px', paddingBottom: '8px', paddingLeft: '16px', color: 'red' }} className="pt-1">Hi</div>`,
    );
    expect(
      after(`<div className="m-2" style={{ margin: -4 }}>Hi</div>`, 'div', { marginLeft: '8px' }).line,
    ).toBe('<div className="m-2 ml-2" style={{ marginTop: -4, marginRight: -4, marginBottom: -4 }}>Hi</div>');
  });

  it('removes every longhand and logical side when all four sides are edited', () => {
    expect(
      after(
        `<div className="p-1" style={{ paddingTop: 2, paddingInline: '1rem', paddingBlockEnd: 3, color: 'red' }}>Hi</div>`,
        'div',
        { padding: '12px' },
      ).line,
    ).toBe(`<div className="p-3" style={{ color: 'red' }}>Hi</div>`);
  });

  it('splits a border shorthand into the parts not edited, and reads a single-colour background as its colour', () => {
    expect(
      after(`<div className="p-2" style={{ border: "1px solid #ccc", background: '#fff' }}>Hi</div>`, 'div', {
        borderColor: '#000',
        backgroundColor: '#eee',
      }).line,
    ).toBe(
      `<div className="p-2 bg-[#eee] border-black" style={{ borderWidth: "1px", borderStyle: "solid" }}>Hi</div>`,
    );
    expect(
      after(`<div className="p-2" style={{ borderTop: '2px dashed' }}>Hi</div>`, 'div', {
        borderWidth: '1px',
      }).line,
    ).toBe(
      `<div className="p-2 border" style={{ borderTopStyle: 'dashed', borderTopColor: 'currentcolor' }}>Hi</div>`,
    );
  });

  it('refuses a shorthand it cannot split exactly, naming the property', () => {
    const cases: [string, Parameters<typeof update>[2], string][] = [
      [
        `<p style={{ font: '12px serif' }}>Hi</p>`,
        { fontSize: '16px' },
        'font, which overrides the new font-size',
      ],
      [
        `<p style={{ background: 'linear-gradient(red, blue)' }}>Hi</p>`,
        { backgroundColor: '#fff' },
        'background, which overrides the new background-color',
      ],
      // Left or right depends on the text direction, which the code does not say.
      [`<p style={{ paddingInline: 4 }}>Hi</p>`, { paddingLeft: '8px' }, 'padding-inline, which overrides'],
      [
        `<p style={{ padding: '1px 2px 3px 4px 5px' }}>Hi</p>`,
        { paddingTop: '8px' },
        'padding, which overrides',
      ],
    ];
    for (const [element, style, reason] of cases) {
      const source = one(element);
      expect(refusal(() => edit(source, { updates: [update(source, 'p', style)] })).message).toContain(
        `sets ${reason}`,
      );
    }
  });
});

describe('inline styles that code computes are refused', () => {
  const refused = (element: string, style: Parameters<typeof update>[2]) => {
    const source = one(element);
    const err = refusal(() => edit(source, { updates: [update(source, 'p', style)] }));
    expect(err.kind).toBe('unsafe');
    return err.message;
  };

  it('refuses a style object held in a variable, with a message for the user', () => {
    expect(refused('<p style={styles.card}>Hi</p>', { color: '#000' })).toBe(
      'The inline style of this <p> (src/pages/Index.tsx:2:2) is computed by code and may override the new ' +
        'color, so the change cannot be made safely here. Describe it in the chat instead.',
    );
  });

  it('refuses spreads, computed names and a computed value for the edited property', () => {
    expect(refused(`<p style={{ ...base, margin: 0 }}>Hi</p>`, { color: '#000' })).toContain(
      'spreads in other styles that may override the new color',
    );
    expect(refused(`<p style={{ [key]: 1 }}>Hi</p>`, { color: '#000' })).toContain(
      'a property named by code',
    );
    expect(refused(`<p style={{ color: on ? 'red' : 'blue' }}>Hi</p>`, { color: '#000' })).toContain(
      'sets color with code, which overrides the new color',
    );
    expect(refused(`<p style={{ padding: gap }}>Hi</p>`, { paddingTop: '8px' })).toContain(
      'sets padding with code, which overrides the new padding-top',
    );
  });

  it('edits text beside a computed inline style, since no style is being changed', () => {
    expect(after('<p style={styles.card}>Hi</p>', 'p', { color: '' }, 'Hello').line).toBe(
      '<p style={styles.card}>Hello</p>',
    );
  });
});

describe('file formatting', () => {
  it('keeps tabs and CRLF line endings when an entry is split or removed', () => {
    const source =
      'export const A = () => (\r\n\t<div>\r\n\t\t<b className="p-2" style={{\r\n\t\t\tpadding: 8,\r\n\t\t\tcolor: "red",\r\n\t\t}}>Hi</b>\r\n\t</div>\r\n);\r\n';
    const result = edit(source, {
      updates: [update(source, 'b', { paddingLeft: '12px', color: '#000' }, 'Hey')],
    });
    expect(result.code).toBe(
      'export const A = () => (\r\n\t<div>\r\n\t\t<b className="p-2 pl-3 text-black" style={{\r\n' +
        '\t\t\tpaddingTop: 8,\r\n\t\t\tpaddingRight: 8,\r\n\t\t\tpaddingBottom: 8,\r\n\t\t}}>Hey</b>\r\n\t</div>\r\n);\r\n',
    );
  });

  it('removes an emptied style attribute from a multi-line tag in a tab-indented CRLF file', () => {
    const source =
      'export const A = () => (\r\n\t<b\r\n\t\tclassName="p-2"\r\n\t\tstyle={{ color: "red" }}\r\n\t>\r\n\t\tHi\r\n\t</b>\r\n);\r\n';
    const result = edit(source, { updates: [update(source, 'b', { color: '#000' })] });
    expect(result.code).toBe(
      'export const A = () => (\r\n\t<b\r\n\t\tclassName="p-2 text-black"\r\n\t>\r\n\t\tHi\r\n\t</b>\r\n);\r\n',
    );
  });
});
