import path from 'node:path';
import type { Plugin } from 'vite';
import { tagJsx } from './tag-jsx';

export type ViteJsxTaggerOptions = {
  /** Narrows tagging further; receives the root-relative path with forward slashes. */
  include?: (relativePath: string) => boolean;
  /**
   * Tags in `vite build` too: Kiln's preview builds of projects built by their own Vite (the
   * visual editor reads the tags there). Off by default: production builds never carry them.
   */
  builds?: boolean;
};

/**
 * The same tagging for `vite` dev servers (a Kiln developer running a template or project with
 * `npm run dev`). Serve only unless `builds` is set.
 */
export function viteJsxTagger(options: ViteJsxTaggerOptions = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'kiln-jsx-tagger',
    // Before the React plugin and Vite's own transform turn the JSX into function calls.
    enforce: 'pre',
    ...(options.builds ? {} : { apply: 'serve' as const }),
    configResolved(config) {
      root = config.root;
    },
    transform: {
      // The filter lets Vite skip the hook for other modules without calling into JavaScript.
      filter: { id: /\.[jt]sx(?:$|\?)/ },
      handler(code, id) {
        const filePath = id.split('?', 1)[0] ?? id;
        const relativePath = path.relative(root, filePath).split(path.sep).join('/');
        if (!relativePath.startsWith('src/')) return null;
        if (options.include && !options.include(relativePath)) return null;
        return tagJsx(code, relativePath);
      },
    },
  };
}
