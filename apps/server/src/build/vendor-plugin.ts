import type { Plugin } from 'esbuild';
import { isInside } from './paths';
import { INTERNAL_RESOLVE } from './resolve-plugin';

/** Where the vendor bundle leaves each package's module namespace for the app's shims to read. */
export const VENDOR_REGISTRY = '__kilnVendor';

/** The packages one preview build imports: specifier → the file it resolved to. */
export type VendorImports = Map<string, string>;

const JAVASCRIPT = /\.(?:m|c)?[jt]sx?$/;
// Two copies of React break hooks, so React is shared with any package that imports it.
const SHARED_EVERYWHERE = /^react(?:-dom)?(?:\/|$)/;

/**
 * Preview builds keep the project's packages out of the app bundle (Vite's dev server does the same
 * with its pre-bundled dependencies): every package the project imports becomes a small shim reading
 * the package from a registry filled by a separate vendor bundle (vendor.ts), built once per set of
 * packages. A rebuild then links the project's own few dozen files, not the thousands a package like
 * lucide-react brings along.
 *
 * The shim is ESM re-exporting from a CommonJS module, so names need not be known in advance and
 * both `import x from` and `import { y } from` behave as when bundled, whatever the package's format.
 * Dynamic `import('pkg')` is bundled normally: a namespace crossing a chunk boundary would lose the
 * shim's names.
 */
export function vendorPlugin(projectDir: string, imports: VendorImports): Plugin {
  return {
    name: 'kiln-vendor',
    setup(build) {
      build.onStart(() => {
        imports.clear();
      });
      // Bare specifiers, but not the `@/` alias (esbuild's own): every import this filter matches
      // costs a round trip to this process on each rebuild.
      build.onResolve({ filter: /^(?:[^./@]|@[^/:?])[^:?]*$/ }, async (args) => {
        if (args.pluginData === INTERNAL_RESOLVE) return undefined;
        if (args.kind !== 'import-statement' && args.kind !== 'require-call') return undefined;
        if (!isInside(args.importer, projectDir) && !SHARED_EVERYWHERE.test(args.path)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: INTERNAL_RESOLVE,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        // A stylesheet, JSON or asset from a package is part of the app like any other file.
        if (resolved.external || resolved.namespace !== 'file' || !JAVASCRIPT.test(resolved.path)) {
          return { path: resolved.path, namespace: resolved.namespace, external: resolved.external };
        }
        // Recorded when the shim loads, not here: a rebuild may answer this from its cache
        // (rebuild-cache.ts), but loads every module of the graph.
        return { path: args.path, namespace: 'kiln-vendor', pluginData: resolved.path };
      });
      build.onResolve({ filter: /^kiln-vendor-cjs:/ }, (args) => ({
        path: args.path.slice('kiln-vendor-cjs:'.length),
        namespace: 'kiln-vendor-cjs',
      }));
      build.onLoad({ filter: /.*/, namespace: 'kiln-vendor' }, (args) => {
        if (typeof args.pluginData === 'string') imports.set(args.path, args.pluginData);
        return {
          contents: [
            `const namespace = globalThis.${VENDOR_REGISTRY}[${JSON.stringify(args.path)}];`,
            'export default namespace.default;',
            `export * from ${JSON.stringify(`kiln-vendor-cjs:${args.path}`)};`,
          ].join('\n'),
          loader: 'js',
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'kiln-vendor-cjs' }, (args) => ({
        contents: `module.exports = globalThis.${VENDOR_REGISTRY}[${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
    },
  };
}
