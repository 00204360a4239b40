import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { transformGlobImports } from './glob-import';

/** A file without this text has no glob to transform; most files are answered by it alone. */
const GLOB_CALL = 'import.meta.glob';

/** esbuild's own loaders for script files, kept: the transform only rewrites the glob calls. */
const LOADERS: Record<string, Loader> = {
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
};

/**
 * Vite's `import.meta.glob` in project files (glob-import.ts). The filter names the project's own
 * folder, so packages (real paths in a dependency store) never cost a round trip. The result lists
 * the folders the globs read as `watchDirs`: the rebuild cache (rebuild-cache.ts) drops the
 * transform when a file is added to or removed from one of them.
 */
export function globPlugin(projectDir: string): Plugin {
  const filter = new RegExp(`^${escapeRegExp(projectDir + path.sep)}.*\\.[cm]?[jt]sx?$`);
  return {
    name: 'kiln-glob',
    setup(build) {
      build.onLoad({ filter, namespace: 'file' }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes(GLOB_CALL)) return undefined;
        const loader = LOADERS[path.extname(args.path)] ?? 'js';
        const transformed = await transformGlobImports(source, args.path, projectDir);
        if (transformed.ok) {
          return {
            contents: transformed.code,
            loader,
            resolveDir: path.dirname(args.path),
            watchDirs: transformed.folders,
          };
        }
        // A file that does not parse is esbuild's to report, with its own message.
        if (!transformed.error) return { contents: source, loader, resolveDir: path.dirname(args.path) };
        const { line, column, message } = transformed.error;
        const lineText = source.split('\n')[line - 1] ?? '';
        return {
          errors: [
            {
              text: message,
              location: {
                file: args.path,
                line,
                column: Buffer.byteLength(lineText.slice(0, column)),
                lineText,
              },
            },
          ],
        };
      });
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
