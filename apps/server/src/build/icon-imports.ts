import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParserPlugin, parse } from '@babel/parser';
import type { OnResolveArgs, Plugin } from 'esbuild';
import { isInside } from './paths';
import { INTERNAL_RESOLVE } from './resolve-plugin';

/**
 * Preview builds take lucide-react's icons one module each, into the app's own bundle, instead of
 * the whole package through the vendor bundle. The package is a side-effect-free barrel of ~1,700
 * icon modules: bundled whole it is 1.5 MB of the 4.2 MB a preview loads, and parsing it is close to
 * half of a page load. An app uses a few dozen icons.
 *
 * `import { Camera, Heart as Love } from 'lucide-react'` in a project file resolves to a module of
 * this plugin's own that re-exports `Camera` and `Heart` from the files the package's barrel names
 * for them (Next.js's `optimizePackageImports` does the same). The icons' shared code
 * (`createLucideIcon`, the provider's context) comes along once; `LucideProvider` and friends are
 * taken from the same files, so a provider still reaches every icon. A file whose lucide imports are
 * not all named icons the barrel lists (`import * as`, the `icons` namespace, a misspelt name) keeps
 * the whole package from the vendor bundle, as before: a misspelt icon fails as it would in Vite.
 * Deep imports (`lucide-react/icons/camera`) are bundled the same way, so they share that code too.
 */
export const ICON_PACKAGE = 'lucide-react';

const NAMESPACE = 'kiln-icons';
/** The barrel's specifiers: the package and its `./icons` export (the same file). */
const BARREL_SPECIFIER = /^lucide-react(?:\/icons)?$/;
/** A deep import of one icon: `lucide-react/icons/camera`, `lucide-react/dist/esm/icons/camera.mjs`. */
const ICON_SPECIFIER = /^lucide-react\/(?:dist\/esm\/)?icons\/[\w-]+(?:\.mjs)?$/;

/** What a barrel exports, by name: the module (relative to the barrel) and its name there. */
type Barrel = Map<string, { from: string; name: string }>;

/**
 * Reads a barrel's `export { a as b, … } from './x'` statements. Anything else it exports (the
 * `icons` namespace) is not listed, so an import of it keeps the whole package.
 */
export function parseBarrel(text: string): Barrel {
  const barrel: Barrel = new Map();
  for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g)) {
    const from = match[3] as string;
    if (!from.startsWith('./')) continue;
    for (const item of (match[1] as string).split(',')) {
      const [name, alias] = item.trim().split(/\s+as\s+/);
      if (name) barrel.set(alias ?? name, { from, name });
    }
  }
  return barrel;
}

type Program = ReturnType<typeof parse>['program'];
/** An import or export declaration with a source (`from '…'`). */
type Declaration = Extract<
  Program['body'][number],
  { type: 'ImportDeclaration' | 'ExportNamedDeclaration' | 'ExportAllDeclaration' }
> & { source: { value: string } };

/**
 * The value names a module imports from the barrel (`import` and `export … from`), or null when it
 * imports it some other way (default, namespace, `export *`) or does not parse. Type-only imports
 * are left out: they are erased.
 */
export function barrelImports(source: string, fileName: string): string[] | null {
  const declarations = iconDeclarations(source, fileName);
  return (
    declarations && namedImports(declarations.filter((node) => BARREL_SPECIFIER.test(node.source.value)))
  );
}

/**
 * What a module takes from lucide-react when the whole project may import it through one generated
 * module (icon-module.ts): the barrel's value names, or null when it uses the package in any other
 * way — a deep import, a namespace, a dynamic `import()` or `require`, even a comment naming it (every
 * mention must be an import or export declaration's source), or it does not parse.
 */
export function moduleImports(source: string, fileName: string): string[] | null {
  if (!source.includes(ICON_PACKAGE)) return [];
  // Imports come first: the file up to the end of the line of the package's last mention is parsed,
  // a fraction of a page's JSX. That head parses on its own only if the cut is outside any string,
  // comment, template or block, where the whole file has the same statements before it; else the
  // whole file is parsed.
  const lineEnd = source.indexOf('\n', source.lastIndexOf(ICON_PACKAGE));
  const head = lineEnd === -1 ? null : source.slice(0, lineEnd);
  const declarations =
    (head !== null ? iconDeclarations(head, fileName) : null) ?? iconDeclarations(source, fileName);
  if (!declarations || declarations.length !== source.split(ICON_PACKAGE).length - 1) return null;
  if (!declarations.every((node) => BARREL_SPECIFIER.test(node.source.value))) return null;
  return namedImports(declarations);
}

/** The module's import and export declarations from lucide-react or a path of it; null: no parse. */
function iconDeclarations(source: string, fileName: string): Declaration[] | null {
  let program: Program;
  try {
    program = parse(source, { sourceType: 'module', plugins: parserPlugins(fileName) }).program;
  } catch {
    return null;
  }
  return program.body.filter(
    (node): node is Declaration =>
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      !!node.source &&
      (node.source.value === ICON_PACKAGE || node.source.value.startsWith(`${ICON_PACKAGE}/`)),
  );
}

function namedImports(declarations: Declaration[]): string[] | null {
  const names = new Set<string>();
  for (const node of declarations) {
    if (node.type === 'ExportAllDeclaration') return null;
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ImportSpecifier') return null;
        if (specifier.importKind === 'type') continue;
        names.add(
          specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value,
        );
      }
    } else {
      if (node.exportKind === 'type') continue;
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ExportSpecifier') return null;
        if (specifier.exportKind === 'type') continue;
        names.add(specifier.local.name);
      }
    }
  }
  return [...names].sort();
}

function parserPlugins(fileName: string): ParserPlugin[] {
  if (/\.[cm]?tsx$/.test(fileName)) return ['typescript', 'jsx'];
  if (/\.[cm]?ts$/.test(fileName)) return ['typescript'];
  return ['jsx'];
}

/** Parsed barrels by path, and what each source imports from them (a rebuild asks again per file). */
const barrels = new Map<string, Promise<Barrel>>();
const importsBySource = new Map<string, string[] | null>();
const MAX_SOURCES = 2_000;

/** The barrel at `file`, parsed once per process (the plugin and every project's icon module share it). */
export function loadBarrel(file: string): Promise<Barrel> {
  let barrel = barrels.get(file);
  if (!barrel) {
    barrel = readFile(file, 'utf8').then(parseBarrel, () => new Map());
    barrels.set(file, barrel);
  }
  return barrel;
}

async function importsOf(file: string): Promise<string[] | null> {
  const source = await readFile(file, 'utf8').catch(() => null);
  if (source === null) return null;
  const key = `${path.extname(file)}\0${source}`;
  if (importsBySource.has(key)) return importsBySource.get(key) ?? null;
  const names = barrelImports(source, file);
  // Oldest out first: a Map iterates in insertion order.
  if (importsBySource.size >= MAX_SOURCES)
    importsBySource.delete(importsBySource.keys().next().value as string);
  importsBySource.set(key, names);
  return names;
}

/** The plugin (preview builds; before the vendor plugin, which would take the package whole). */
export function iconImportsPlugin(projectDir: string): Plugin {
  return {
    name: 'kiln-icon-imports',
    setup(build) {
      const resolveInternally = (args: OnResolveArgs) =>
        build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: INTERNAL_RESOLVE,
        });

      build.onResolve({ filter: /^lucide-react(?:\/|$)/ }, async (args) => {
        if (args.pluginData === INTERNAL_RESOLVE || args.kind !== 'import-statement') return undefined;
        if (!isInside(args.importer, projectDir)) return undefined;
        if (ICON_SPECIFIER.test(args.path)) {
          const resolved = await resolveInternally(args);
          return resolved.errors.length === 0 && resolved.namespace === 'file'
            ? { path: resolved.path }
            : undefined;
        }
        if (!BARREL_SPECIFIER.test(args.path)) return undefined;
        const names = await importsOf(args.importer);
        if (names === null) return undefined;
        const resolved = await resolveInternally(args);
        if (resolved.errors.length > 0 || resolved.namespace !== 'file') return undefined;
        const barrel = await loadBarrel(resolved.path);
        if (!names.every((name) => barrel.has(name))) return undefined;
        return { path: `${resolved.path}?${names.join(',')}`, namespace: NAMESPACE };
      });

      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const split = args.path.lastIndexOf('?');
        const file = args.path.slice(0, split);
        const barrel = await loadBarrel(file);
        const lines = args.path
          .slice(split + 1)
          .split(',')
          .filter(Boolean)
          .map((alias) => {
            const { from, name } = barrel.get(alias) as { from: string; name: string };
            return `export { ${name} as ${alias} } from ${JSON.stringify(from)};`;
          });
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}
