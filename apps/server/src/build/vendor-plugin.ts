import { JSX_RUNTIME_SOURCE } from '@kiln/jsx-tagger';
import type { ImportKind, Plugin, ResolveOptions, ResolveResult } from 'esbuild';
import { isInside } from './paths';
import { INTERNAL_RESOLVE, toResult } from './resolve-plugin';
import { bareSpecifierFilter } from './specifier-filter';

/** Where the vendor bundle leaves each package's module namespace for the app's shims to read. */
export const VENDOR_REGISTRY = '__kilnVendor';

/** The packages one preview build imports: specifier → the file it resolved to. */
export type VendorImports = Map<string, string>;

/**
 * Packages esbuild resolves itself, through its `alias` option, to shim files on disk
 * (vendor-shims.ts): no round trip to this process per import.
 */
export type VendorAliases = {
  /** The aliased specifiers, which the plugin's filter leaves out. */
  specifiers: ReadonlySet<string>;
  /** esbuild's own resolution, as if no package were aliased. */
  resolveUnaliased(path: string, options: ResolveOptions): Promise<ResolveResult>;
};

/** What esbuild imports for development JSX in a preview build (esbuild-options.ts aliases it). */
const JSX_DEV_RUNTIME_IMPORT = `${JSX_RUNTIME_SOURCE}/jsx-dev-runtime`;
const JAVASCRIPT = /\.(?:m|c)?[jt]sx?$/;
// Two copies of React break hooks, so React is shared with any package that imports it.
const SHARED_EVERYWHERE = /^react(?:-dom)?(?:\/|$)/;

/**
 * Whether an import of a package goes to the vendor bundle: static imports and requires in the
 * project's files (and React's, from anywhere). A dynamic `import('pkg')` is bundled normally: a
 * namespace crossing a chunk boundary would lose the shim's names.
 */
export function isVendored(
  specifier: string,
  kind: ImportKind,
  importer: string,
  projectDir: string,
): boolean {
  if (kind !== 'import-statement' && kind !== 'require-call') return false;
  return isInside(importer, projectDir) || SHARED_EVERYWHERE.test(specifier);
}

/** The shim a package import becomes: the package's module namespace, read from the registry. */
export function shimModule(specifier: string, cjsModule: string): string {
  return [
    `const namespace = globalThis.${VENDOR_REGISTRY}[${JSON.stringify(specifier)}];`,
    'export default namespace.default;',
    `export * from ${JSON.stringify(cjsModule)};`,
  ].join('\n');
}

/** The CommonJS module the shim re-exports, so names need not be known in advance. */
export function shimCjsModule(specifier: string): string {
  return `module.exports = globalThis.${VENDOR_REGISTRY}[${JSON.stringify(specifier)}];`;
}

/**
 * Preview builds keep the project's packages out of the app bundle (Vite's dev server does the same
 * with its pre-bundled dependencies): every package the project imports becomes a small shim reading
 * the package from a registry filled by a separate vendor bundle (vendor.ts), built once per set of
 * packages. A rebuild then links the project's own few dozen files, not the thousands a package like
 * lucide-react brings along.
 *
 * The shim is ESM re-exporting from a CommonJS module, so names need not be known in advance and
 * both `import x from` and `import { y } from` behave as when bundled, whatever the package's format.
 *
 * This plugin makes the shims of packages new to the context; those its earlier builds imported are
 * `aliases`, the same shims as files esbuild reads itself, and this plugin's filter leaves them out.
 */
export function vendorPlugin(
  projectDir: string,
  imports: VendorImports,
  aliases: VendorAliases | null = null,
  /** Other specifiers esbuild resolves itself (an alias of Kiln's), also left out of the filter. */
  native: readonly string[] = [],
): Plugin {
  const aliased = aliases?.specifiers ?? new Set<string>();
  // esbuild applies an alias `pkg` to `pkg/sub` too (`/tmp/shim.js/sub`): such a path is resolved
  // here without the aliases, and never left to esbuild.
  const isUnderAlias = (specifier: string) => {
    if (aliased.has(specifier)) return true;
    for (let slash = specifier.indexOf('/'); slash !== -1; slash = specifier.indexOf('/', slash + 1)) {
      if (aliased.has(specifier.slice(0, slash))) return true;
    }
    return false;
  };

  return {
    name: 'kiln-vendor',
    setup(build) {
      const resolve = (specifier: string, options: ResolveOptions) =>
        aliases && isUnderAlias(specifier)
          ? aliases.resolveUnaliased(specifier, options)
          : build.resolve(specifier, options);
      const notVendored = async (specifier: string, options: ResolveOptions) =>
        aliases && isUnderAlias(specifier) ? toResult(await resolve(specifier, options)) : undefined;

      build.onStart(() => {
        imports.clear();
      });
      // Bare specifiers, but not the `@/` alias (esbuild's own), aliased packages, nor Kiln's JSX
      // runtime (an alias too, imported by every JSX file): every import this filter matches costs a
      // round trip to this process on each rebuild.
      const filter = bareSpecifierFilter([...(aliases?.specifiers ?? []), ...native, JSX_DEV_RUNTIME_IMPORT]);
      build.onResolve({ filter }, async (args) => {
        const options = {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: INTERNAL_RESOLVE,
        };
        if (
          args.pluginData === INTERNAL_RESOLVE ||
          !isVendored(args.path, args.kind, args.importer, projectDir)
        ) {
          return notVendored(args.path, options);
        }
        const resolved = await resolve(args.path, options);
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
        return { contents: shimModule(args.path, `kiln-vendor-cjs:${args.path}`), loader: 'js' };
      });
      build.onLoad({ filter: /.*/, namespace: 'kiln-vendor-cjs' }, (args) => ({
        contents: shimCjsModule(args.path),
        loader: 'js',
      }));
    },
  };
}
