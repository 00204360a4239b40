import { describe, expect, it } from 'vitest';
import { viteJsxTagger } from './vite';

type Handler = (code: string, id: string) => { code: string } | null;

/** Runs the plugin's hooks the way Vite does, without starting a server. */
function setup(root: string, include?: (relativePath: string) => boolean): Handler {
  const plugin = viteJsxTagger(include ? { include } : {});
  const configResolved = plugin.configResolved as unknown as (config: { root: string }) => void;
  configResolved({ root });
  const transform = plugin.transform as unknown as { handler: Handler; filter: { id: RegExp } };
  return (code, id) => (transform.filter.id.test(id) ? transform.handler(code, id) : null);
}

describe('viteJsxTagger', () => {
  it('runs before other transforms and only on the dev server', () => {
    const plugin = viteJsxTagger();

    expect(plugin.enforce).toBe('pre');
    expect(plugin.apply).toBe('serve');
  });

  it("tags in builds too when asked (Kiln's previews of projects built by their own Vite)", () => {
    const plugin = viteJsxTagger({ builds: true });

    expect(plugin.enforce).toBe('pre');
    expect(plugin.apply).toBeUndefined();
  });

  it('tags files under src/ relative to the Vite root, query strings ignored', () => {
    const transform = setup('/project');

    const result = transform('export const A = () => <div />;', '/project/src/pages/A.tsx?v=123');

    expect(result?.code).toContain('data-unique-id="src/pages/A.tsx:1:23" data-file-name="src/pages/A.tsx"');
  });

  it('skips files outside src/, non-JSX modules and excluded paths', () => {
    const code = 'export const A = () => <div />;';

    expect(setup('/project')(code, '/project/other/A.tsx')).toBeNull();
    expect(setup('/project')(code, '/project/node_modules/lib/src/A.tsx')).toBeNull();
    expect(setup('/project')('export const a = 1;', '/project/src/a.ts')).toBeNull();
    expect(setup('/project', () => false)(code, '/project/src/A.tsx')).toBeNull();
  });
});
