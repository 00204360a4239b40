import { isPhaseInProgress, type Phase } from '@kiln/contracts';
import { inArray, not } from 'drizzle-orm';
import type { AppContext } from '../context';
import { project } from '../db/schema';

/**
 * After a crash or restart, nothing is left half-done: a project whose setup never finished is set up
 * again; one interrupted mid-generation stays on its last good commit, marked FAILED so the user can
 * retry (principle 6).
 */
export async function recoverInterruptedWork(ctx: AppContext): Promise<{ resumed: number; failed: number }> {
  const rows = await ctx.db
    .select({
      id: project.id,
      subdomain: project.subdomain,
      phase: project.phase,
      current: project.currentCommitHash,
    })
    .from(project)
    .where(not(inArray(project.phase, ['COMPLETE', 'FAILED'])));
  let resumed = 0;
  let failed = 0;
  for (const row of rows) {
    if (!isPhaseInProgress(row.phase as Phase)) continue;
    if (!row.current) {
      resumed += 1;
      void ctx.jobs.run('project-setup', () => ctx.engine.setupProject(row));
    } else {
      failed += 1;
      await ctx.engine.setPhase(row.id, 'FAILED');
    }
  }
  return { resumed, failed };
}
