import { describe, expect, it } from 'vitest';
import { tagJsx } from './tag-jsx';

const FILE = 'src/pages/Index.tsx';

function tagged(code: string, file = FILE): string {
  const result = tagJsx(code, file);
  if (!result) throw new Error('expected the code to be tagged');
  return result.code;
}

/** The `data-unique-id` values in order of appearance. */
function ids(code: string): string[] {
  return [...code.matchAll(/data-unique-id="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('tagJsx', () => {
  it('tags host elements and leaves components, member expressions and fragments alone', () => {
    const code = [
      'export function Page() {',
      '  return (',
      '    <>',
      '      <main>',
      '        <Button>Go</Button>',
      '        <motion.div animate={{ x: 1 }} />',
      '        <Tabs.Trigger value="a" />',
      '      </main>',
      '    </>',
      '  );',
      '}',
    ].join('\n');

    const output = tagged(code);

    expect(ids(output)).toEqual([`${FILE}:4:6`]);
    expect(output).toContain(`<main data-unique-id="${FILE}:4:6" data-file-name="${FILE}">`);
    expect(output).toContain('<Button>Go</Button>');
    expect(output).toContain('<motion.div animate={{ x: 1 }} />');
    expect(output).toContain('<Tabs.Trigger value="a" />');
    expect(output).toContain('<>');
  });

  it('tags self-closing and nested elements with the line and column of each opening tag', () => {
    const code = ['const view = <div>', '  <p>', '    <img src="/a.png" />', '  </p>', '</div>;'].join('\n');

    const output = tagged(code);

    expect(ids(output)).toEqual([`${FILE}:1:13`, `${FILE}:2:2`, `${FILE}:3:4`]);
    expect(output).toContain(`<img data-unique-id="${FILE}:3:4" data-file-name="${FILE}" src="/a.png" />`);
  });

  it('points each id at the `<` of its opening tag in the original source', () => {
    const code = 'const a = 1;\n\texport const B = () => <section><h1 className="t">Hi</h1></section>;\n';
    const lines = code.split('\n');

    for (const id of ids(tagged(code))) {
      const [, line, column] = /:(\d+):(\d+)$/.exec(id) ?? [];
      const text = lines[Number(line) - 1] ?? '';
      expect(text.slice(Number(column))).toMatch(/^<(section|h1)\b/);
    }
  });

  it('keeps every existing attribute, spread props included, after the stamped ones', () => {
    const code = 'const x = <button type="submit" {...props} disabled onClick={() => go(1)}>Go</button>;';

    expect(tagged(code)).toBe(
      `const x = <button data-unique-id="${FILE}:1:10" data-file-name="${FILE}" type="submit" {...props} disabled onClick={() => go(1)}>Go</button>;`,
    );
  });

  it('leaves elements that already carry either attribute untouched', () => {
    const code = [
      'const x = (',
      '  <div data-unique-id="mine">',
      '    <span data-file-name="elsewhere.tsx" />',
      '    <em />',
      '  </div>',
      ');',
    ].join('\n');

    const output = tagged(code);

    expect(output).toContain('<div data-unique-id="mine">');
    expect(output).toContain('<span data-file-name="elsewhere.tsx" />');
    expect(ids(output)).toEqual(['mine', `${FILE}:4:4`]);
  });

  it('tags custom elements and SVG children, which React renders as DOM tags too', () => {
    const output = tagged('const x = <svg><path d="M0 0" /><my-widget /></svg>;');

    expect(ids(output)).toHaveLength(3);
  });

  it('parses TypeScript: generics, arrow generics, `as` and `satisfies` expressions', () => {
    const code = [
      'type Props<T> = { items: T[] };',
      'export const List = <T,>({ items }: Props<T>) => (',
      '  <ul>{items.map((item) => <li key={String(item as unknown)}>{item as string}</li>)}</ul>',
      ');',
      'const config = { a: 1 } satisfies Record<string, number>;',
      'const el = <Select<string> value="a" />;',
      'const v = useState<number | null>(null);',
    ].join('\n');

    const output = tagged(code);

    expect(ids(output)).toEqual([`${FILE}:3:2`, `${FILE}:3:27`]);
    expect(output).toContain('<Select<string> value="a" />');
  });

  it('parses JSX files without TypeScript syntax', () => {
    const output = tagged('export default function A() { return <div className="a" />; }', 'src/A.jsx');

    expect(ids(output)).toEqual(['src/A.jsx:1:37']);
  });

  it('gives null for a syntax error instead of throwing', () => {
    expect(tagJsx('export const A = () => <div><span></div>;', FILE)).toBeNull();
    expect(tagJsx('const = ;', FILE)).toBeNull();
  });

  it('gives null when there is nothing to tag', () => {
    expect(tagJsx('export const add = (a: number, b: number) => a + b;', 'src/lib/math.tsx')).toBeNull();
    expect(tagJsx('export const A = () => <Card />;', FILE)).toBeNull();
    expect(tagJsx('const n = <T>(value);', 'src/lib/cast.ts')).toBeNull();
  });

  it('is deterministic for an unchanged file', () => {
    const code = 'export const A = () => <div><p>One</p></div>;';

    expect(tagged(code)).toBe(tagged(code));
  });

  it('normalises Windows separators and escapes values a JSX string cannot carry', () => {
    expect(tagged('const x = <div />;', 'src\\pages\\A.tsx')).toContain('data-file-name="src/pages/A.tsx"');
    expect(tagged('const x = <div />;', 'src/a&b.tsx')).toContain('data-file-name={"src/a&b.tsx"}');
  });

  it('maps the output back to the original source', () => {
    const code = 'export const A = () => (\n  <div>\n    <b>x</b>\n  </div>\n);\n';

    const result = tagJsx(code, FILE);

    expect(result?.map.sources).toEqual(['Index.tsx']);
    expect(result?.map.sourcesContent).toEqual([code]);
    expect(result?.map.mappings.length).toBeGreaterThan(0);
  });
});
