import type { FastifyBaseLogger } from 'fastify';
import type { BaseContext } from '../context';
import type { Screenshotter } from '../screenshots/screenshotter';
import { projectPaths } from '../storage/paths';
import { findVersionByCommit, updateVersion } from '../versions/repository';
import type { TemplateBuilds } from './template-builds';

/**
 * Versions' screenshots taken from their preview builds, in the background when a version came
 * without one (its smoke render's): a failure is logged, never the caller's. A version whose build is
 * the template's shares the template's screenshot (TemplateBuilds).
 */
export class VersionScreenshots {
  private readonly shooting = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      ctx: BaseContext;
      templates: TemplateBuilds;
      screenshots: Screenshotter;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Takes the version's screenshot in the background. */
  later(projectId: string, commitHash: string): void {
    const shot = this.take(projectId, commitHash).then(
      () => undefined,
      (err: unknown) => this.deps.log.warn({ err, projectId, commitHash }, 'version screenshot failed'),
    );
    this.shooting.add(shot);
    void shot.finally(() => this.shooting.delete(shot));
  }

  /** Resolves once no screenshot is being taken in the background. */
  async settled(): Promise<void> {
    while (this.shooting.size > 0) await Promise.all(this.shooting);
  }

  /** Takes the version's screenshot now; true when there is one, marked on the version. */
  async take(projectId: string, commitHash: string): Promise<boolean> {
    const { ctx, templates, screenshots } = this.deps;
    const paths = projectPaths(ctx.env.dataDir, projectId);
    const file = paths.screenshot(commitHash);
    const taken = await templates.screenshot(projectId, commitHash, file, () =>
      screenshots.capture(paths.build(commitHash, 'preview'), file),
    );
    if (taken) await ctx.mirror.pushFile(file);
    if (taken && (await findVersionByCommit(ctx.db, projectId, commitHash))) {
      await updateVersion(ctx.db, projectId, commitHash, { hasScreenshot: true });
    }
    return taken;
  }
}
