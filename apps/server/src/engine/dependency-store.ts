import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KeyedMutex } from '../git/keyed-mutex';
import { type DevDependencies, dependencyKey, missingFromStore, readDependencies } from './dependency-set';
import { pinToLockfile, readLockfile } from './lockfiles';
import { type InstallOptions, type InstallResult, npmInstall } from './npm-install';

/** Runs an install (the API's runs it in a sandbox: sandbox/sandbox.ts). */
export type Installer = (
  dir: string,
  dependencies: Record<string, string>,
  options: InstallOptions,
) => Promise<InstallResult>;

/** What a project's build resolves packages through. */
export type PreparedDependencies =
  | {
      ok: true;
      /** Where the project's `node_modules` link points. */
      nodeModules: string;
      /** Stores beyond the shared one whose files the build may read (empty for most projects). */
      extraRoots: string[];
    }
  | { ok: false; message: string };

/** Written last into an installed set: a folder without it is an install that never finished. */
const READY = '.kiln-ready';
/** One copy of these for the whole app, whatever a package's own dependencies say. */
const SINGLETONS = ['react', 'react-dom'];

/**
 * Where projects' packages come from. The template's dependencies are installed once, with the
 * monorepo (the template is a workspace package, so npm hoists them into the root `node_modules`): a
 * project's `node_modules` is a link into that shared store (a few bytes instead of ~250 MB).
 *
 * Packages a project adds beyond it are installed with npm (no scripts, time-limited) into a store
 * keyed by the set of added packages, `data/deps/<key>`, shared by every project asking for the same
 * set. That store's `node_modules` also links every package of the shared store it does not hold, so
 * it is a complete view: the project's link points there, and the builder and the type checker resolve
 * through it unchanged.
 */
export class DependencyStore {
  private readonly installs = new KeyedMutex();
  /**
   * What each set of dependencies lacks from the shared store, by the set: every check of every run
   * asks again, and the shared store is installed with Kiln, not while it runs.
   */
  private readonly missing = new Map<string, Promise<Record<string, string>>>();

  constructor(
    readonly nodeModules: string,
    private readonly options: InstallOptions & { depsDir: string; install?: Installer },
  ) {}

  get nodePaths(): string[] {
    return [this.nodeModules];
  }

  get isInstalled(): boolean {
    return existsSync(path.join(this.nodeModules, 'react', 'package.json'));
  }

  /** Links the project to the store its package.json needs, installing that store first if new. */
  async prepare(
    projectDir: string,
    { devDependencies = 'tooling' }: { devDependencies?: DevDependencies } = {},
  ): Promise<PreparedDependencies> {
    const read = await readDependencies(projectDir, devDependencies);
    if (!read.ok) return read;
    const key = dependencyKey(read.dependencies);
    let lacking = this.missing.get(key);
    if (!lacking) {
      lacking = missingFromStore(read.dependencies, this.nodeModules);
      if (this.missing.size >= 512) this.missing.delete(this.missing.keys().next().value ?? '');
      this.missing.set(key, lacking);
      lacking.catch(() => this.missing.delete(key));
    }
    const missing = await lacking;
    if (Object.keys(missing).length === 0) {
      await linkTo(projectDir, this.nodeModules);
      return { ok: true, nodeModules: this.nodeModules, extraRoots: [] };
    }
    // Read only for a set the shared store lacks: a build of the usual set reads no lockfile.
    const added = pinToLockfile(missing, await readLockfile(projectDir));
    const dir = path.join(this.options.depsDir, dependencyKey(added));
    const installed = await this.installs.run(dir, () => this.install(dir, added));
    if (!installed.ok) return installed;
    const nodeModules = path.join(dir, 'node_modules');
    await linkTo(projectDir, nodeModules);
    return { ok: true, nodeModules, extraRoots: [dir] };
  }

  private async install(
    dir: string,
    added: Record<string, string>,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    if (existsSync(path.join(dir, READY))) return { ok: true };
    await mkdir(this.options.depsDir, { recursive: true });
    // Installed aside and renamed in whole, so no build ever sees half a store.
    const staging = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
    await mkdir(staging, { recursive: true });
    try {
      const result = await (this.options.install ?? npmInstall)(staging, added, this.options);
      if (!result.ok) return result;
      await completeView(path.join(staging, 'node_modules'), this.nodeModules);
      await writeFile(path.join(staging, READY), JSON.stringify(added));
      await rm(dir, { recursive: true, force: true });
      await rename(staging, dir);
      return { ok: true };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
}

/**
 * Makes `view` (an installed set's node_modules) resolve everything the shared store has: a link for
 * each shared package it lacks, and the shared React in place of any copy a package pulled in.
 */
async function completeView(view: string, shared: string): Promise<void> {
  await mkdir(view, { recursive: true });
  for (const name of SINGLETONS) {
    await rm(path.join(view, name), { recursive: true, force: true });
  }
  await linkMissing(view, shared, true);
}

async function linkMissing(view: string, shared: string, topLevel: boolean): Promise<void> {
  const entries = await readdir(shared, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    // Workspace links are Kiln's own packages: never part of a project's view.
    if (entry.isSymbolicLink()) continue;
    if (!entry.isDirectory()) continue;
    const target = path.join(shared, entry.name);
    const own = path.join(view, entry.name);
    const existing = await lstat(own).catch(() => null);
    if (topLevel && entry.name.startsWith('@')) {
      // A scope is merged package by package (it may hold workspace links, which stay out).
      if (!existing) await mkdir(own);
      await linkMissing(own, target, false);
      if ((await readdir(own)).length === 0) await rm(own, { recursive: true });
      continue;
    }
    if (!existing) await symlink(target, own, 'dir');
  }
}

/** Points a project's `node_modules` at a store (git-ignored by the template), atomically. */
async function linkTo(projectDir: string, nodeModules: string): Promise<void> {
  const link = path.join(projectDir, 'node_modules');
  const current = await lstat(link).catch(() => null);
  if (current?.isSymbolicLink() && (await readlink(link)) === nodeModules) return;
  if (current && !current.isSymbolicLink()) await rm(link, { recursive: true, force: true });
  // A new link renamed over the old one: a build starting meanwhile sees one store or the other.
  // Made beside the project, not in it, so a commit meanwhile cannot pick it up.
  const next = path.join(
    path.dirname(projectDir),
    `.${path.basename(projectDir)}-node_modules.tmp-${randomBytes(6).toString('hex')}`,
  );
  await symlink(nodeModules, next, 'dir');
  await rename(next, link);
}
