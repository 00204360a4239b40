import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { OnResolveResult, Plugin, ResolveResult } from 'esbuild';

/**
 * Marks a `build.resolve` made by one of Kiln's plugins, so none of them handles it again: a plugin
 * resolving through another that resolves back would recurse forever.
 */
export const INTERNAL_RESOLVE = Symbol('kiln-internal-resolve');

/**
 * Vite's resolution rules that esbuild lacks: root-absolute paths (`/src/x.ts` is the project's,
 * `/logo.svg` is `public/`'s and stays a URL), and one React. (The `@/` alias for `src/` is esbuild's
 * own `alias` option: see esbuild-options.ts.)
 */
export function resolvePlugin(projectDir: string, { dedupeReact }: { dedupeReact: boolean }): Plugin {
  const publicDir = path.join(projectDir, 'public');

  return {
    name: 'kiln-resolve',
    setup(build) {
      // React breaks with two copies (hooks throw "Invalid hook call"). A package from a second
      // store could pull its own, so every `react` / `react-dom` import resolves from the project,
      // that is from the first store that has it — Vite's `resolve.dedupe`. With one store, npm's
      // peer dependencies already give one copy, and the round trip per import (thousands in a
      // big package graph) is not paid.
      if (dedupeReact) {
        build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, async (args) => {
          if (args.pluginData === INTERNAL_RESOLVE) return undefined;
          return toResult(
            await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: projectDir,
              importer: args.importer,
              pluginData: INTERNAL_RESOLVE,
            }),
          );
        });
      }

      build.onResolve({ filter: /^\// }, async (args) => {
        if (args.kind === 'entry-point') return undefined;
        const pathname = args.path.replace(/[?#].*$/, '');
        if (await isFile(path.join(publicDir, pathname))) return { path: args.path, external: true };
        const inProject = path.join(projectDir, pathname);
        if (await isFile(inProject)) return { path: inProject };
        // Vite keeps an unresolvable URL in CSS as written (it may be served by something else).
        if (args.kind === 'url-token' || args.kind === 'import-rule')
          return { path: args.path, external: true };
        return undefined;
      });
    },
  };
}

/** A `build.resolve` answer as an `onResolve` answer. */
export function toResult(result: ResolveResult): OnResolveResult {
  if (result.errors.length > 0) return { errors: result.errors, warnings: result.warnings };
  return {
    path: result.path,
    namespace: result.namespace,
    external: result.external,
    sideEffects: result.sideEffects,
    suffix: result.suffix,
    pluginData: result.pluginData,
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
