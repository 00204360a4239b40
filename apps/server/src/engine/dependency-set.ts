import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

/** Package name → the range the project's package.json asks for. */
export type DependencySet = Record<string, string>;

export type ReadResult = { ok: true; dependencies: DependencySet } | { ok: false; message: string };

/** npm's rules for a name a registry accepts (lowercase, optional scope, no path tricks). */
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
/** Registry ranges and tags only: a `file:`, `git+`, URL or alias spec could reach outside the store. */
const REGISTRY_SPEC = /^[\w.^~<>=* |-]{1,64}$/;

/**
 * Build tooling a project keeps in `devDependencies` that Kiln's builder runs (its PostCSS config and
 * Tailwind v3 plugins, in the sandbox): installed with the rest. Other dev packages (linters, Vite
 * and its plugins, types) are not: the fast builder does their part.
 */
const BUILD_TOOLING =
  /^(tailwindcss|tailwindcss-[\w.-]+|@tailwindcss\/[\w.-]+|postcss|postcss-[\w.-]+|autoprefixer)$/;

/**
 * Dev packages no `vite build` loads (linters, formatters, test runners, git hooks, type
 * declarations): left out of a project's own-build install too, which they would only slow.
 */
const NOT_BUILD_TOOLING =
  /^(eslint|eslint-[\w.-]+|@eslint\/[\w.-]+|typescript-eslint|@typescript-eslint\/[\w.-]+|globals|prettier|prettier-[\w.-]+|vitest|@vitest\/[\w.-]+|jest|jest-[\w.-]+|@jest\/[\w.-]+|@testing-library\/[\w.-]+|jsdom|happy-dom|husky|lint-staged|@types\/[\w.-]+|@playwright\/test|playwright|cypress)$/;

/** Which `devDependencies` a build needs: its CSS tooling (the fast builder), or all that a build may load (its own `vite build`). */
export type DevDependencies = 'tooling' | 'all';

/**
 * The `dependencies` of a project's package.json, refused whole if any entry is not a registry
 * package, with the `devDependencies` its build needs (one that is not a registry package is left
 * out: the build then says what it misses).
 */
export async function readDependencies(
  projectDir: string,
  devDependencies: DevDependencies = 'tooling',
): Promise<ReadResult> {
  let pkg: unknown;
  try {
    pkg = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'is not valid JSON';
    return { ok: false, message: `package.json ${reason}` };
  }
  const dependencies = (pkg as { dependencies?: unknown } | null)?.dependencies ?? {};
  if (typeof dependencies !== 'object' || dependencies === null || Array.isArray(dependencies)) {
    return { ok: false, message: 'package.json "dependencies" must be an object' };
  }
  const set: DependencySet = {};
  for (const [name, spec] of Object.entries(dependencies)) {
    if (!PACKAGE_NAME.test(name)) return { ok: false, message: `"${name}" is not an npm package name` };
    if (typeof spec !== 'string' || !REGISTRY_SPEC.test(spec.trim())) {
      return {
        ok: false,
        message: `Package "${name}" must name a version range from the npm registry (got ${JSON.stringify(spec)})`,
      };
    }
    set[name] = spec.trim();
  }
  const dev = (pkg as { devDependencies?: unknown } | null)?.devDependencies;
  if (dev && typeof dev === 'object' && !Array.isArray(dev)) {
    for (const [name, spec] of Object.entries(dev)) {
      if (name in set || typeof spec !== 'string') continue;
      if (devDependencies === 'tooling' ? !BUILD_TOOLING.test(name) : NOT_BUILD_TOOLING.test(name)) continue;
      if (REGISTRY_SPEC.test(spec.trim())) set[name] = spec.trim();
    }
  }
  return { ok: true, dependencies: set };
}

/**
 * The packages the shared store does not already satisfy: absent from it, or there at a version
 * outside the asked range. Workspace links in the store (Kiln's own packages) never count as
 * installed: a project must not be able to import Kiln's server code by naming it.
 */
export async function missingFromStore(
  dependencies: DependencySet,
  storeDir: string,
): Promise<DependencySet> {
  const missing: DependencySet = {};
  await Promise.all(
    Object.entries(dependencies).map(async ([name, spec]) => {
      const version = await installedVersion(storeDir, name);
      if (version && satisfies(version, spec)) return;
      missing[name] = spec;
    }),
  );
  return Object.fromEntries(Object.entries(missing).sort(([a], [b]) => a.localeCompare(b)));
}

/** A stable key for a set of packages: projects asking for the same set share one install. */
export function dependencyKey(dependencies: DependencySet): string {
  const sorted = Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 20);
}

/** Whether `version` meets a package.json spec (`latest`, `*` and an empty spec take any). */
export function satisfies(version: string, spec: string): boolean {
  if (spec === 'latest' || spec === '*' || spec === '') return true;
  const range = semver.validRange(spec);
  return range !== null && semver.satisfies(version, range, { includePrerelease: true });
}

async function installedVersion(storeDir: string, name: string): Promise<string | null> {
  const dir = path.join(storeDir, ...name.split('/'));
  const info = await lstat(dir).catch(() => null);
  if (!info?.isDirectory()) return null;
  try {
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : null;
  } catch {
    return null;
  }
}
