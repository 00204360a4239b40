import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildOptions, context, type Metafile, type PluginBuild, type ResolveOptions } from 'esbuild';
import { ICON_PACKAGE } from './icon-imports';
import { BARE_SPECIFIER } from './specifier-filter';
import {
  isVendored,
  shimCjsModule,
  shimModule,
  type VendorAliases,
  type VendorImports,
} from './vendor-plugin';

/**
 * Specifiers handed to esbuild as aliases: ASCII package names and subpaths, in the form esbuild
 * accepts as an alias name (no `.` or `..` segment, no empty one, no trailing slash).
 */
const ALIASABLE = /^(?:@[\w.~!-]+\/)?[\w~!-][\w.~!-]*(?:\/[\w.~!@+-]+)*$/;
const MAX_ALIAS_LENGTH = 200;
/** The icon plugin (icon-imports.ts) answers these itself, per importer, before the vendor plugin. */
const ICON_SPECIFIER = new RegExp(`^${ICON_PACKAGE}(?:/|$)`);
const REACT_SPECIFIER = /^react(?:-dom)?(?:\/|$)/;
/** Namespaced paths in a metafile (`kiln-raw:/x`, `(disabled):y`) are not plain files. */
const NAMESPACED = /^[a-z()-]+:/i;

/**
 * The packages a new context can alias: those the last build imported, less those it also imported
 * in a way an alias would change (`unaliasable`) and those an alias already mishandled in this
 * project (`refused`). Not either: a specifier in an unusual form (it stays the plugin's, which is
 * always right), lucide-react (the icon plugin takes each import apart), and React when the builder
 * dedupes it across stores (resolve-plugin.ts resolves every React import from the project, ahead
 * of esbuild's aliases).
 */
export function aliasablePackages(
  { imports, unaliasable }: BuiltPackages,
  { dedupeReact, refused }: { dedupeReact: boolean; refused: ReadonlySet<string> },
): VendorImports {
  const aliasable = new Map<string, string>();
  for (const [specifier, resolved] of imports) {
    if (specifier.length > MAX_ALIAS_LENGTH || !ALIASABLE.test(specifier) || !BARE_SPECIFIER.test(specifier))
      continue;
    if (/(?:^|\/)\.\.?(?:\/|$)/.test(specifier) || ICON_SPECIFIER.test(specifier)) continue;
    if (dedupeReact && REACT_SPECIFIER.test(specifier)) continue;
    if (unaliasable.has(specifier) || refused.has(specifier)) continue;
    aliasable.set(specifier, resolved);
  }
  return aliasable;
}

/** What a successful preview build imported of packages. */
export type BuiltPackages = {
  /** The packages its shims stand for (what the vendor bundle is built from). */
  imports: VendorImports;
  /**
   * Bare specifiers it also imported in a way an alias would change: where the vendor plugin makes no
   * shim (a dynamic `import()`, a package's own import), or with import attributes.
   */
  unaliasable: ReadonlySet<string>;
  /** Aliased packages whose shims went where the plugin's would not have: the build must be redone. */
  misused: string[];
};

/**
 * Reads a build's metafile for its package imports: which aliased shims it imported (their
 * packages join `imports`, as the plugin's `onLoad` adds the others), and which imports an alias
 * would not serve as the plugin does.
 */
export function builtPackages(
  metafile: Metafile,
  projectDir: string,
  imports: VendorImports,
  shims: PackageShims | null,
): BuiltPackages {
  const recorded = new Map(imports);
  const unaliasable = new Set<string>();
  const misused = new Set<string>();
  // Each path is resolved once: a path is imported by many files (~10 ms a build at 300 files).
  const files = new Map<string, string>();
  const fileOf = (input: string) => {
    let file = files.get(input);
    if (file === undefined) {
      file = NAMESPACED.test(input) ? input.slice(input.indexOf(':') + 1) : path.resolve(projectDir, input);
      files.set(input, file);
    }
    return file;
  };
  for (const [input, info] of Object.entries(metafile.inputs)) {
    const importer = fileOf(input);
    // A shim's import of its CommonJS half is not a package import.
    if (shims?.files.has(importer)) continue;
    for (const imported of info.imports) {
      const specifier = imported.original ?? imported.path;
      const shim = shims?.packageOf(fileOf(imported.path)) ?? null;
      const isBare = BARE_SPECIFIER.test(specifier);
      const isLikePlugin =
        isBare && !imported.with && isVendored(specifier, imported.kind, importer, projectDir);
      if (isBare && !isLikePlugin) unaliasable.add(specifier);
      if (!shim) continue;
      if (isLikePlugin && shim.specifier === specifier) recorded.set(specifier, shim.resolved);
      else misused.add(shim.specifier);
    }
  }
  return { imports: recorded, unaliasable, misused: [...misused].sort() };
}

/**
 * A context's known packages as files esbuild reads natively: for each, an ESM shim and the
 * CommonJS module it re-exports, the same text the vendor plugin gives its `kiln-vendor` modules, in
 * a folder of the builder's own (never the project's). File names are hashes of the specifier, which
 * is the model's text: it never becomes part of a path.
 */
export class PackageShims implements VendorAliases {
  readonly specifiers: ReadonlySet<string>;
  /** For esbuild's `alias` option: specifier → its shim. */
  readonly alias: Readonly<Record<string, string>>;
  /** Every shim file, which a build may read besides the project and the stores (confine.ts). */
  readonly files: ReadonlySet<string>;
  /** Each shim file's specifier. */
  private readonly byFile: Map<string, string>;
  private resolverOptions: BuildOptions | null = null;
  private resolver: Promise<{ build: PluginBuild; dispose(): Promise<void> }> | null = null;

  private constructor(
    private readonly dir: string,
    /** Specifier → the file it resolved to when the vendor plugin last saw it. */
    private readonly resolved: VendorImports,
  ) {
    this.specifiers = new Set(resolved.keys());
    const alias: Record<string, string> = {};
    const files = new Set<string>();
    this.byFile = new Map();
    for (const specifier of resolved.keys()) {
      const { esm, cjs } = this.filesOf(specifier);
      alias[specifier] = esm;
      files.add(esm).add(cjs);
      this.byFile.set(esm, specifier).set(cjs, specifier);
    }
    this.alias = alias;
    this.files = files;
  }

  /** Writes the shims of `packages` (specifier → resolved file) into `dir`, a folder of the builder's. */
  static async write(dir: string, packages: VendorImports): Promise<PackageShims> {
    const shims = new PackageShims(dir, new Map(packages));
    await shims.ensureWritten(true);
    return shims;
  }

  /**
   * Rewrites the shims if any is missing (a temp cleaner may have swept the folder of a context that
   * lives long). A few stats per build.
   */
  async ensureWritten(force = false): Promise<void> {
    if (!force && [...this.files].every((file) => existsSync(file))) return;
    await mkdir(this.dir, { recursive: true });
    // Empty package.json and tsconfig.json: no `type`, `sideEffects` or compiler option from a
    // folder above applies to the shims.
    await writeFile(path.join(this.dir, 'package.json'), '{}\n');
    await writeFile(path.join(this.dir, 'tsconfig.json'), '{}\n');
    await Promise.all(
      [...this.specifiers].map(async (specifier) => {
        const { esm, cjs } = this.filesOf(specifier);
        await writeFile(cjs, shimCjsModule(specifier));
        await writeFile(esm, shimModule(specifier, `./${path.basename(cjs)}`));
      }),
    );
  }

  /** The options the context resolves with, for `resolveUnaliased` (without the package aliases). */
  resolveLike(options: BuildOptions): void {
    const alias = Object.fromEntries(
      Object.entries(options.alias ?? {}).filter(([specifier]) => !this.specifiers.has(specifier)),
    );
    this.resolverOptions = { ...options, entryPoints: [], alias, plugins: [] };
  }

  /**
   * esbuild applies an alias `pkg` to `pkg/sub` as well, so a subpath of an aliased package is
   * resolved by a context of its own that has the same options but no package aliases. Made on
   * first use: most contexts never need it.
   */
  async resolveUnaliased(specifier: string, options: ResolveOptions) {
    const { build } = await this.resolverContext();
    return build.resolve(specifier, options);
  }

  private resolverContext() {
    this.resolver ??= (async () => {
      if (!this.resolverOptions) throw new Error('resolveLike() was not called before resolving');
      const captured: { build?: PluginBuild } = {};
      const resolver = await context({
        ...this.resolverOptions,
        plugins: [
          {
            name: 'kiln-unaliased-resolve',
            setup: (build) => {
              captured.build = build;
            },
          },
        ],
      });
      const { build } = captured;
      if (!build) throw new Error('esbuild did not set up the resolver plugin');
      return { build, dispose: () => resolver.dispose() };
    })();
    // A failure is not kept: the next import asks again.
    this.resolver.catch(() => {
      this.resolver = null;
    });
    return this.resolver;
  }

  /** The package a shim file (either half) stands for, with the file the plugin resolved it to. */
  packageOf(file: string): { specifier: string; resolved: string } | null {
    const specifier = this.byFile.get(file);
    return specifier === undefined ? null : { specifier, resolved: this.resolved.get(specifier) as string };
  }

  async dispose(): Promise<void> {
    const resolver = this.resolver;
    this.resolver = null;
    if (resolver) await (await resolver).dispose();
  }

  private filesOf(specifier: string): { esm: string; cjs: string } {
    const name = createHash('sha256').update(specifier).digest('hex').slice(0, 32);
    return { esm: path.join(this.dir, `${name}.js`), cjs: path.join(this.dir, `${name}.cjs`) };
  }
}
