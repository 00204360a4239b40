import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, OnLoadResult, Plugin } from 'esbuild';
import { tagJsx } from './tag-jsx';
import { TaggedFileCache } from './tagged-file-cache';

export type EsbuildJsxTaggerOptions = {
  /** The project root: ids and `data-file-name` are relative to it, and only `root/src` is tagged. */
  root: string;
  /** Narrows tagging further; receives the root-relative path with forward slashes. */
  include?: (relativePath: string) => boolean;
  /** Tagged files already seen; by default one cache shared by every tagger in the process. */
  cache?: TaggedFileCache;
};

const sharedCache = new TaggedFileCache();

const JSX_FILE = /\.[jt]sx$/;

/**
 * esbuild plugin for preview builds: loads `.tsx`/`.jsx` files under `root/src` through `tagJsx`.
 *
 * esbuild gives a file to the first `onLoad` callback that returns contents, in plugin order, so this
 * plugin must come before any other plugin that loads the same files. Files outside `src/`, excluded
 * by `include`, or with nothing to tag fall through to esbuild's own loader untouched.
 */
export function esbuildJsxTagger({ root, include, cache = sharedCache }: EsbuildJsxTaggerOptions): Plugin {
  // esbuild reports real paths (it follows symlinks), so a root given through a symlink is matched
  // by its real path too.
  const roots = [...new Set([path.resolve(root), realPath(root)])];

  return {
    name: 'kiln-jsx-tagger',
    setup(build) {
      build.onLoad({ filter: JSX_FILE, namespace: 'file' }, async (args) => {
        const projectRoot = roots.find((candidate) =>
          args.path.startsWith(path.join(candidate, 'src') + path.sep),
        );
        if (projectRoot === undefined) return undefined;
        const relativePath = path.relative(projectRoot, args.path).split(path.sep).join('/');
        if (include && !include(relativePath)) return undefined;

        const source = await readFile(args.path, 'utf8');
        // A context rebuild calls onLoad for every file again: only what changed is parsed again.
        let contents = cache.get(relativePath, source);
        if (contents === undefined) {
          const tagged = tagJsx(source, relativePath);
          // Returning the untagged source too (not `undefined`) spares esbuild a second read.
          contents = tagged ? `${tagged.code}\n${inlineSourceMap(tagged.map.toString())}` : source;
          cache.set(relativePath, source, contents);
        }
        const loader: Loader = args.path.endsWith('.tsx') ? 'tsx' : 'jsx';
        const result: OnLoadResult = { contents, loader, resolveDir: path.dirname(args.path) };
        return result;
      });
    },
  };
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/** esbuild reads an input file's inline map and chains it, so output maps still point at the source. */
function inlineSourceMap(json: string): string {
  return `//# sourceMappingURL=data:application/json;charset=utf-8;base64,${Buffer.from(json).toString('base64')}`;
}
