import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Phase } from '@kiln/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildError, Builder } from '../build/types';
import type { BaseContext } from '../context';
import type { ProjectRow } from '../db/schema';
import type { CommitInfo, PreparedCommit, RepoStore } from '../git/repo-store';
import { isCopiedFromTemplate } from '../git/template-copy';
import { ProjectWorkspace } from '../pipeline/tools/workspace';
import { findProjectBySubdomain, setProjectState } from '../projects/repository';
import type { Realtime } from '../realtime/socket';
import type { Screenshotter, StagedScreenshot } from '../screenshots/screenshotter';
import { projectLinks } from '../sites/links';
import { projectPaths } from '../storage/paths';
import { insertVersion, updateVersion } from '../versions/repository';
import type { DependencyStore } from './dependency-store';
import { buildWithDependencies } from './project-build';
import { TemplateBuilds } from './template-builds';
import { VersionListeners } from './version-listeners';
import { VersionScreenshots } from './version-screenshots';

export interface EngineDeps {
  ctx: BaseContext & { repos: RepoStore };
  builder: Builder;
  store: DependencyStore;
  screenshots: Screenshotter;
  realtime: Realtime;
  templateDir: string;
  log: FastifyBaseLogger;
}

export type PublishResult =
  | { ok: true; commitHash: string; durationMs: number }
  | { ok: false; commitHash: string | null; errors: BuildError[] };

/**
 * The project engine: a project is a git repository of the template; every commit becomes a version
 * with its own immutable preview build (principle 4), and the current version is what its preview
 * serves. Phases are stored and told to the project's room as they change.
 */
export class ProjectEngine {
  private readonly templates: TemplateBuilds;
  private starter: Promise<string[]> | null = null;
  private readonly shots: VersionScreenshots;
  readonly versions: VersionListeners;

  constructor(private readonly deps: EngineDeps) {
    this.templates = new TemplateBuilds(path.join(deps.ctx.env.dataDir, 'template-builds'));
    this.shots = new VersionScreenshots({ ...deps, templates: this.templates });
    this.versions = new VersionListeners(deps.log);
  }

  private get ctx() {
    return this.deps.ctx;
  }

  async setPhase(projectId: string, phase: Phase): Promise<void> {
    await setProjectState(this.ctx.db, projectId, {
      phase,
      ...(phase === 'COMPLETE' ? { subPhase: null } : {}),
    });
    this.deps.realtime.emitToProject(projectId, 'project:status', { step: phase });
  }

  /** A new project's files, as its workspace lists them: the template's, less what is never copied. */
  starterFiles(): Promise<string[]> {
    this.starter ??= new ProjectWorkspace(this.deps.templateDir).listFiles().then(
      (files) => files.filter(isCopiedFromTemplate),
      (err: unknown) => {
        this.starter = null;
        throw err;
      },
    );
    return this.starter;
  }

  /**
   * The setup phases of a first generation: the repository from the template, dependencies linked,
   * the template's build live. Each phase is stored and told before it starts.
   */
  async setupRepository(
    project: Pick<ProjectRow, 'id' | 'subdomain'>,
    onPhase: (phase: Phase) => Promise<void>,
  ): Promise<PublishResult> {
    await onPhase('CLONE_AND_SETUP_REPO');
    const first = await this.ctx.repos.createFromTemplate(
      project.id,
      this.deps.templateDir,
      project.subdomain,
    );
    await insertVersion(this.ctx.db, {
      projectId: project.id,
      commitHash: first.hash,
      message: first.message,
    });
    await onPhase('INSTALL_DEPENDENCIES');
    const prepared = await this.deps.store.prepare(this.ctx.repos.dir(project.id));
    if (!prepared.ok) {
      return {
        ok: false,
        commitHash: first.hash,
        errors: [{ file: 'package.json', line: null, column: null, message: prepared.message }],
      };
    }
    // The first version's build is the template's, kept: the project's own build state (its
    // sandboxed worker) warms up meanwhile for the first edit's build, unless it is warm already (a
    // spare project's worker has built these very files, left in place by createFromTemplate).
    if (!this.deps.builder.warmProjects().includes(project.id))
      this.deps.builder.prewarm?.({
        projectId: project.id,
        projectDir: this.ctx.repos.dir(project.id),
        mode: 'preview',
        kilnOrigin: this.ctx.env.publicUrl,
        extraStores: prepared.extraRoots,
      });
    await onPhase('BUILD_INITIAL_PROJECT');
    const result = await this.buildFirstVersion(project.id, first.hash);
    if (!result.ok) return result;
    await onPhase('UPLOAD_TO_S3');
    await this.makeCurrent(project.id, first.hash);
    return result;
  }

  /** Moves the live preview to a built version and tells the project's viewers to reload. */
  async makeCurrent(projectId: string, commitHash: string, navigationUrl?: string): Promise<void> {
    // A run's draft preview (issue 14 §1) gives way to the version it became.
    await setProjectState(this.ctx.db, projectId, { currentCommitHash: commitHash, draftBuild: null });
    const row = await this.ctx.db.query.project.findFirst({ where: (p, { eq }) => eq(p.id, projectId) });
    if (!row) throw new Error(`project ${projectId} not found`);
    const payload = {
      url: projectLinks(this.ctx.env, this.ctx.authSecret, row).preview,
      ...(navigationUrl ? { navigationUrl } : {}),
    };
    // A private project's preview URL carries its token: it goes to the owners only.
    if (row.isPrivate) this.deps.realtime.emitToOwners(projectId, 'upload:success', payload);
    else this.deps.realtime.emitToProject(projectId, 'upload:success', payload);
  }

  /**
   * Commits the working tree as a version whose build already exists in `stagingDir` (built and
   * checked before the commit): the build moves into place, nothing is rebuilt. A commit prepared
   * while the checks ran is published as it is, unless the branch moved meanwhile. The screenshot its
   * smoke render took moves into place too; only without one is the version loaded again for it.
   * Null when nothing changed.
   */
  async publishStaged(
    projectId: string,
    message: string,
    stagingDir: string,
    prepared: PreparedCommit | null = null,
    screenshot: StagedScreenshot | null = null,
  ): Promise<CommitInfo | null> {
    const isPublished = prepared !== null && (await this.ctx.repos.publishPrepared(projectId, prepared));
    const commit = isPublished ? prepared : await this.ctx.repos.commitAll(projectId, message);
    if (!commit) return null;
    await insertVersion(this.ctx.db, {
      projectId,
      commitHash: commit.hash,
      message: commit.message,
    });
    const paths = projectPaths(this.ctx.env.dataDir, projectId);
    const target = paths.build(commit.hash, 'preview');
    await mkdir(path.dirname(target), { recursive: true });
    await rm(target, { recursive: true, force: true });
    await this.moveDraftInPlace(projectId, commit.hash, stagingDir, target);
    await this.ctx.mirror.pushDir(target);
    const hasScreenshot = await this.placeScreenshot(screenshot, paths.screenshot(commit.hash));
    if (hasScreenshot) await this.ctx.mirror.pushFile(paths.screenshot(commit.hash));
    await updateVersion(this.ctx.db, projectId, commit.hash, { buildStatus: 'ready', hasScreenshot });
    if (!hasScreenshot) this.shots.later(projectId, commit.hash);
    this.versions.announce(projectId, commit.hash);
    return { hash: commit.hash, message: commit.message, timestamp: commit.timestamp };
  }

  /**
   * A page loaded from the draft keeps asking for its files while they move: the project points at
   * the version first (the preview host serves the draft while it exists, then the version's build,
   * which holds the same files), so no request falls between the two folders onto the old version.
   */
  private async moveDraftInPlace(
    projectId: string,
    commitHash: string,
    stagingDir: string,
    target: string,
  ): Promise<void> {
    const row = await this.ctx.db.query.project.findFirst({
      where: (p, { eq }) => eq(p.id, projectId),
      columns: { currentCommitHash: true },
    });
    await setProjectState(this.ctx.db, projectId, { currentCommitHash: commitHash });
    try {
      await rename(stagingDir, target);
    } catch (error) {
      await setProjectState(this.ctx.db, projectId, { currentCommitHash: row?.currentCommitHash ?? null });
      throw error;
    }
  }

  /**
   * Commits the working tree as a new version and builds it; it becomes current only when its build
   * succeeds, so a broken edit keeps the last good version live. Null when nothing changed.
   */
  async commitAndPublish(projectId: string, message: string): Promise<PublishResult | null> {
    const commit = await this.ctx.repos.commitAll(projectId, message);
    if (!commit) return null;
    await insertVersion(this.ctx.db, {
      projectId,
      commitHash: commit.hash,
      message: commit.message,
    });
    const result = await this.buildVersion(projectId, commit.hash);
    if (result.ok) {
      await setProjectState(this.ctx.db, projectId, { currentCommitHash: commit.hash });
      this.versions.announce(projectId, commit.hash);
    }
    return result;
  }

  /** The template's first build: linked from the one kept since the server started, or built and kept. */
  private async buildFirstVersion(projectId: string, commitHash: string): Promise<PublishResult> {
    const started = performance.now();
    const paths = projectPaths(this.ctx.env.dataDir, projectId);
    const outDir = paths.build(commitHash, 'preview');
    const key = await this.templates.keyFor(paths.repo, JSON.stringify(['preview', this.ctx.env.publicUrl]));
    this.templates.markVersion(key, projectId, commitHash);
    if (await this.templates.restore(key, outDir)) {
      await this.ctx.mirror.pushDir(outDir);
      await updateVersion(this.ctx.db, projectId, commitHash, { buildStatus: 'ready' });
      this.shots.later(projectId, commitHash);
      return { ok: true, commitHash, durationMs: performance.now() - started };
    }
    const result = await this.buildVersion(projectId, commitHash);
    if (result.ok) await this.templates.remember(key, outDir);
    return result;
  }

  /** Builds one version's preview into its own folder, then takes its screenshot in the background. */
  async buildVersion(projectId: string, commitHash: string): Promise<PublishResult> {
    const paths = projectPaths(this.ctx.env.dataDir, projectId);
    const result = await buildWithDependencies(this.deps.builder, this.deps.store, {
      projectId,
      projectDir: paths.repo,
      outDir: paths.build(commitHash, 'preview'),
      mode: 'preview',
      kilnOrigin: this.ctx.env.publicUrl,
    });
    await updateVersion(this.ctx.db, projectId, commitHash, { buildStatus: result.ok ? 'ready' : 'failed' });
    if (!result.ok) return { ok: false, commitHash, errors: result.errors };
    await this.ctx.mirror.pushDir(paths.build(commitHash, 'preview'));
    this.shots.later(projectId, commitHash);
    return { ok: true, commitHash, durationMs: result.durationMs };
  }

  /** Moves a smoke render's screenshot to `file`; false when there is none (a glitch is only logged). */
  private async placeScreenshot(screenshot: StagedScreenshot | null, file: string): Promise<boolean> {
    if (!screenshot || !(await screenshot.taken)) return false;
    try {
      await rename(screenshot.file, file);
      return true;
    } catch (err) {
      this.deps.log.warn({ err, file }, 'could not place the smoke render screenshot');
      return false;
    }
  }

  /** Resolves once no version screenshot is being taken in the background (tests, benches). */
  whenScreenshotsTaken(): Promise<void> {
    return this.shots.settled();
  }

  screenshot(projectId: string, commitHash: string): Promise<boolean> {
    return this.shots.take(projectId, commitHash);
  }

  async findBySubdomain(subdomain: string) {
    return findProjectBySubdomain(this.ctx.db, subdomain);
  }

  /** Forgets a project's warm build state (deleted projects). */
  async forget(projectId: string): Promise<void> {
    this.templates.forgetProject(projectId);
    await this.deps.builder.dispose(projectId);
  }

  static templateDir(repoRoot: string): string {
    return path.join(repoRoot, 'templates', 'react-vite');
  }
}
