import { isPhaseInProgress, type Phase } from '@kiln/contracts';
import { inArray, not } from 'drizzle-orm';
import { findStreamingMessages, updateMessage } from '../chat/repository';
import type { AppContext } from '../context';
import { project } from '../db/schema';

export const INTERRUPTED_NOTE =
  '\n\nThis run was interrupted because Kiln stopped. Your message is kept and your app is on its last good version: send the message again to retry.';

/**
 * After a crash or restart nothing is left half-done (principle 6): a reply that was being written
 * keeps what it had and says it was interrupted; a project mid-run ends FAILED on its last good
 * commit, its working tree back on that commit; the user's message is never touched. With several
 * nodes it runs at start and every little while (app.ts), and leaves alone the projects whose run
 * some live node holds: only a dead node's runs are over.
 */
export type RecoveryContext = Pick<AppContext, 'db' | 'repos' | 'engine'> & {
  runs: Pick<AppContext['runs'], 'isRunningAnywhere'>;
};

export async function recoverInterruptedWork(
  ctx: RecoveryContext,
): Promise<{ messages: number; projects: number }> {
  const running = new Map<string, Promise<boolean>>();
  const isRunning = (projectId: string) => {
    let answer = running.get(projectId);
    if (!answer) {
      answer = ctx.runs.isRunningAnywhere(projectId);
      running.set(projectId, answer);
    }
    return answer;
  };
  const messages = [];
  for (const message of await findStreamingMessages(ctx.db)) {
    if (!(await isRunning(message.projectId))) messages.push(message);
  }
  for (const message of messages) {
    await updateMessage(ctx.db, message.id, {
      content: message.content + INTERRUPTED_NOTE,
      status: 'failed',
    });
  }
  const rows = await ctx.db
    .select({ id: project.id, phase: project.phase, current: project.currentCommitHash })
    .from(project)
    .where(not(inArray(project.phase, ['COMPLETE', 'FAILED'])));
  let projects = 0;
  for (const row of rows) {
    if (!isPhaseInProgress(row.phase as Phase) || (await isRunning(row.id))) continue;
    projects += 1;
    if (row.current && ctx.repos.exists(row.id)) await ctx.repos.switchTo(row.id, row.current);
    await ctx.engine.setPhase(row.id, 'FAILED');
  }
  return { messages: messages.length, projects };
}
