import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { type DependencySet, satisfies } from './dependency-set';

/** The lockfiles a project may carry (npm, Yarn 1 and Berry, pnpm, Bun's text one), the first found read. */
export const LOCKFILES = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
];

/** A package's versions a lockfile recorded; `range` when the lockfile says which range it resolved. */
export type LockedVersions = Map<string, Array<{ range: string | null; version: string }>>;

/** Lockfiles read, by path, with the stamp they were read at: a project's rebuilds parse its lockfile once. */
const parsed = new Map<string, { stamp: string; locked: LockedVersions }>();

/** The versions the project's lockfile recorded (none when it has none, or one Kiln cannot read). */
export async function readLockfile(projectDir: string): Promise<LockedVersions> {
  for (const name of LOCKFILES) {
    const file = path.join(projectDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const stamp = `${info.mtimeMs}:${info.size}`;
    const known = parsed.get(file);
    if (known?.stamp === stamp) return known.locked;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    const locked = parseLockfile(name, text);
    if (parsed.size >= 256) parsed.delete(parsed.keys().next().value ?? '');
    parsed.set(file, { stamp, locked });
    return locked;
  }
  return new Map();
}

export function parseLockfile(name: string, text: string): LockedVersions {
  const locked: LockedVersions = new Map();
  const add = (pkg: string, range: string | null, version: string) => {
    const exact = semver.valid(version.replace(/\(.*$/, ''));
    if (!pkg || !exact) return;
    locked.set(pkg, [...(locked.get(pkg) ?? []), { range, version: exact }]);
  };
  try {
    if (name.endsWith('.json')) readNpm(text, add);
    else if (name === 'yarn.lock') readYarn(text, add);
    else if (name === 'pnpm-lock.yaml') readPnpm(text, add);
    else if (name === 'bun.lock') readBun(text, add);
  } catch {
    return new Map();
  }
  return locked;
}

type Add = (pkg: string, range: string | null, version: string) => void;

/** npm 7+ (`packages`, top-level `node_modules/<name>` only) and npm 6 (`dependencies`). */
function readNpm(text: string, add: Add): void {
  const lock = JSON.parse(text) as {
    packages?: Record<string, { version?: unknown }>;
    dependencies?: Record<string, { version?: unknown }>;
  };
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const pkg = key.startsWith('node_modules/') ? key.slice('node_modules/'.length) : '';
    if (pkg && !pkg.includes('/node_modules/') && typeof entry?.version === 'string')
      add(pkg, null, entry.version);
  }
  if (lock.packages) return;
  for (const [pkg, entry] of Object.entries(lock.dependencies ?? {}))
    if (typeof entry?.version === 'string') add(pkg, null, entry.version);
}

/** `"a@^1.0.0", a@^1.1.0:` then `  version "1.2.0"` (Yarn 1) or `  version: 1.2.0` (Berry, `a@npm:^1.0.0`). */
function readYarn(text: string, add: Add): void {
  let heads: Array<[string, string]> = [];
  for (const line of text.split('\n')) {
    if (line && !/^\s/.test(line) && !line.startsWith('#') && line.trimEnd().endsWith(':')) {
      heads = line
        .trimEnd()
        .slice(0, -1)
        .split(/,\s*/)
        .map((spec) => spec.replace(/^["']|["']$/g, ''))
        .flatMap((spec): Array<[string, string]> => {
          const at = spec.lastIndexOf('@');
          return at > 0 ? [[spec.slice(0, at), spec.slice(at + 1).replace(/^npm:/, '')]] : [];
        });
      continue;
    }
    const version = /^\s+version:?\s+["']?([^"'\s]+)/.exec(line)?.[1];
    if (version && heads.length > 0) {
      for (const [pkg, range] of heads) add(pkg, range, version);
      heads = [];
    }
  }
}

/** The root importer's packages: `importers: .: dependencies: name: { specifier, version }` (v6+), or v5's `dependencies: name: version`. */
function readPnpm(text: string, add: Add): void {
  const lines = text.split('\n');
  const root = lines.findIndex((line) => /^ {2}['"]?\.['"]?:\s*$/.test(line));
  const isImporters = root > 0 && lines.slice(0, root).some((line) => line === 'importers:');
  const indent = isImporters ? 4 : 0;
  const section = new RegExp(`^ {${indent}}(dependencies|devDependencies|optionalDependencies):\\s*$`);
  const entry = new RegExp(`^ {${indent + 2}}['"]?([^'":\\s][^'":]*)['"]?:\\s*(\\S*)\\s*$`);
  const field = new RegExp(`^ {${indent + 4}}(specifier|version):\\s*['"]?([^'"\\s]+)`);
  let inSection = false;
  let current: { pkg: string; range: string | null } | null = null;
  for (const line of lines.slice(isImporters ? root + 1 : 0)) {
    if (isImporters && /^ {0,2}\S/.test(line)) break;
    if (section.test(line)) {
      inSection = true;
      continue;
    }
    if (new RegExp(`^ {0,${indent}}\\S`).test(line)) inSection = false;
    if (!inSection) continue;
    const named = entry.exec(line);
    if (named?.[1]) {
      current = { pkg: named[1], range: null };
      // v5: the version on the name's own line.
      if (named[2]) add(named[1], null, named[2]);
      continue;
    }
    const value = field.exec(line);
    if (!current || !value?.[2]) continue;
    if (value[1] === 'specifier') current.range = value[2];
    else add(current.pkg, current.range, value[2]);
  }
}

/** Bun's text lockfile: `"packages": { "name": ["name@1.2.3", …] }` (nested keys name their parent). */
function readBun(text: string, add: Add): void {
  const entries = /"((?:@[^"/]+\/)?[^"@/]+)":\s*\[\s*"((?:@[^"/]+\/)?[^"@/]+)@([^"]+)"/g;
  for (const [, key, pkg, version] of text.matchAll(entries)) {
    if (key && key === pkg && version) add(key, null, version);
  }
}

/**
 * The exact versions a project's lockfile recorded for packages about to be installed, in place of
 * their ranges (when a locked version is in the range: the one locked for that very range first,
 * else the newest locked one that fits): an imported project gets what its author built with (issue
 * 21 §2). Packages the shared store already satisfies are not asked about.
 */
export function pinToLockfile(dependencies: DependencySet, locked: LockedVersions): DependencySet {
  const pinned: DependencySet = {};
  for (const [pkg, spec] of Object.entries(dependencies)) {
    const fitting = (locked.get(pkg) ?? []).filter((entry) => satisfies(entry.version, spec));
    const forRange = fitting.find((entry) => entry.range === spec);
    const newest = fitting.map((entry) => entry.version).sort(semver.rcompare)[0];
    pinned[pkg] = forRange?.version ?? newest ?? spec;
  }
  return pinned;
}
