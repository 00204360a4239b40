import fs, { realpathSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import enhancedResolve from 'enhanced-resolve';
import { type BuildFailure, build } from 'esbuild';
import { isInside, isInsideAny, toProjectPath } from './paths';

/** Where a project's config files may load packages from, and which real folders they may be in. */
export type PackageScope = {
  projectDir: string;
  /** Stores searched after the project's own `node_modules` (Kiln's own installs only). */
  pluginPaths: readonly string[];
  /** Real folders a loaded package may live in: the project and the dependency stores. */
  allowedRoots: readonly string[];
};

/** Resolves a package for a project's config, or throws a message naming it; never outside `scope`. */
export type PackageResolver = (specifier: string, fromDir: string) => string;

export function createPackageResolver(scope: PackageScope): PackageResolver {
  const resolve = enhancedResolve.create.sync({
    fileSystem: new enhancedResolve.CachedInputFileSystem(fs, 4_000),
    useSyncFileSystemCalls: true,
    extensions: ['.js', '.cjs', '.mjs', '.json'],
    // Loaded with `require` (Node's require of ES modules included), so its entry when it has one.
    conditionNames: ['node', 'require', 'import', 'default'],
    modules: ['node_modules', ...scope.pluginPaths],
  });
  return (specifier, fromDir) => {
    let resolved: string | false = false;
    try {
      resolved = resolve(fromDir, specifier);
    } catch {
      resolved = false;
    }
    if (!resolved) throw new Error(`Could not load "${specifier}": it is not installed`);
    // The project's code runs in the sandboxed worker only, and only from the project or its stores.
    const real = realpathSync(resolved);
    if (!isInsideAny(real, scope.allowedRoots))
      throw new Error(`"${specifier}" resolves outside the project and its packages`);
    return real;
  };
}

/** What a config file evaluated to, and every project file it was made of (to watch). */
export type ConfigModule = { value: unknown; files: string[] };

/**
 * Runs a project's config file (`postcss.config.js`, `tailwind.config.ts`…) as Vite and Tailwind
 * load theirs: bundled by esbuild (TypeScript, ES modules and `require` alike), its own relative
 * imports inlined, packages left to Node's `require` — each resolved here first, so a config reaches
 * no package outside the project's scope and no file outside the project.
 */
export async function loadConfigModule(file: string, scope: PackageScope): Promise<ConfigModule> {
  const resolvePackage = createPackageResolver(scope);
  const dirname = JSON.stringify(path.dirname(file));
  let bundled: Awaited<ReturnType<typeof bundle>>;
  try {
    bundled = await bundle(file, dirname, scope, resolvePackage);
  } catch (error) {
    const first = (error as Partial<BuildFailure>).errors?.[0];
    if (!first) throw error;
    const where = first.location
      ? `${first.location.file}:${first.location.line}`
      : toProjectPath(file, scope.projectDir);
    throw new Error(`${where}: ${first.text}`);
  }
  const files = Object.keys(bundled.metafile.inputs).map((input) => path.resolve(scope.projectDir, input));
  const outside = files.find((input) => !isInside(input, scope.projectDir));
  if (outside) throw new Error(`${toProjectPath(file, scope.projectDir)} imports a file outside the project`);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${bundled.outputFiles[0]?.text ?? ''}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, confinedRequire(file, scope.allowedRoots), module, file, path.dirname(file));
  const exported = module.exports;
  const value = exported.__esModule && 'default' in exported ? exported.default : exported;
  return { value, files };
}

/**
 * The config's `require`: its packages were resolved and checked while bundling, but a computed
 * `require(name)` (or `import(name)`) is only known when it runs, so each is checked again here.
 */
function confinedRequire(file: string, allowedRoots: readonly string[]): (id: string) => unknown {
  const nodeRequire = createRequire(file);
  return (id) => {
    if (isBuiltin(id)) return nodeRequire(id);
    const resolved = realpathSync(nodeRequire.resolve(id));
    if (!isInsideAny(resolved, allowedRoots))
      throw new Error(`"${id}" resolves outside the project and its packages`);
    return nodeRequire(resolved);
  };
}

function bundle(file: string, dirname: string, scope: PackageScope, resolvePackage: PackageResolver) {
  return build({
    entryPoints: [file],
    absWorkingDir: scope.projectDir,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
    define: {
      __dirname: dirname,
      __filename: JSON.stringify(file),
      'import.meta.dirname': dirname,
      'import.meta.filename': JSON.stringify(file),
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
    },
    plugins: [
      {
        name: 'kiln-config-packages',
        setup(configBuild) {
          configBuild.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point' || /^[./]/.test(args.path)) return undefined;
            if (isBuiltin(args.path)) return { path: args.path, external: true };
            try {
              return { path: resolvePackage(args.path, args.resolveDir), external: true };
            } catch (error) {
              return { errors: [{ text: (error as Error).message }] };
            }
          });
        },
      },
    ],
  });
}
