import type { GithubPushState } from '@kiln/contracts';
import { AppError } from '../http/errors';
import { findProjectWithOwner } from '../projects/repository';
import { isPremium } from '../users/plans';
import { type ExportDeps, exportToGithub } from './export-repo';

const IDLE: GithubPushState = { state: 'idle', commitHash: null, message: null, at: null };

/**
 * Issue 17 §2: each new version of a linked project is pushed to its repository in the background,
 * one push at a time per project, the newest version last. A failure never touches the version: it
 * is kept as the project's push state for the owner to see (and fix from the GitHub dialog).
 */
export class AutoPush {
  private readonly states = new Map<string, GithubPushState>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly deps: ExportDeps) {}

  state(projectId: string): GithubPushState {
    return this.states.get(projectId) ?? IDLE;
  }

  /** Queues the push of `commitHash` (a new version) when the project is linked. */
  versionMade(projectId: string, commitHash: string): void {
    const previous = this.queues.get(projectId) ?? Promise.resolve();
    const next = previous.then(() => this.push(projectId, commitHash));
    this.queues.set(projectId, next);
    void next.finally(() => {
      if (this.queues.get(projectId) === next) this.queues.delete(projectId);
    });
  }

  /** Resolves once no push is queued or running (tests). */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  private async push(projectId: string, commitHash: string): Promise<void> {
    const project = (await findProjectWithOwner(this.deps.db, projectId))?.project;
    if (!project?.githubRepoUrl || !this.deps.connections.api) return;
    // Seed 000 §6: export is premium; a lapsed plan keeps its versions and stops pushing.
    const owner = await this.deps.db.query.user.findFirst({
      where: (u, { eq }) => eq(u.id, project.ownerId),
    });
    if (!owner || !isPremium(owner)) return;
    const at = () => new Date().toISOString();
    this.states.set(projectId, { state: 'pushing', commitHash, message: null, at: at() });
    try {
      await exportToGithub(this.deps, project.ownerId, project, {
        isRepoExists: true,
        commit: commitHash,
        isAutomatic: true,
      });
      this.states.set(projectId, { state: 'pushed', commitHash, message: null, at: at() });
    } catch (err) {
      const message =
        err instanceof AppError ? err.message : 'GitHub could not be reached. Please try again.';
      if (!(err instanceof AppError)) this.deps.log.warn({ err, projectId }, 'automatic GitHub push failed');
      this.states.set(projectId, { state: 'failed', commitHash, message, at: at() });
    }
  }
}
