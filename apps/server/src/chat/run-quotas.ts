import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { countRunsSince } from './repository';

function planOf(viewer: Viewer): { plan: 'free' | 'premium'; label: string } {
  return viewer.isPremium ? { plan: 'premium', label: 'premium plan' } : { plan: 'free', label: 'free plan' };
}

/**
 * Generations one user may have going at once (issue 13 §5: a free account started 15 in 0.9 s).
 * Checked synchronously on this node, right before the project's slot is reserved, so a burst
 * cannot pass it; the slot's lease counts them across nodes (with Redis). Answers the number allowed.
 */
export function assertConcurrentRuns(ctx: AppContext, viewer: Viewer): number {
  const allowed = ctx.env.runQuotas.concurrent[planOf(viewer).plan];
  if (ctx.runs.activeFor(viewer.user.id) < allowed) return allowed;
  throw concurrentRunsError(viewer, allowed);
}

export function concurrentRunsError(viewer: Viewer, allowed: number): AppError {
  const { label } = planOf(viewer);
  return new AppError(
    'rate_limited',
    `You already have ${allowed} generation${allowed === 1 ? '' : 's'} running, the most the ${label} allows at once. Wait for one to finish or stop it, then send again.`,
    { limit: 'concurrent_generations', allowed },
  );
}

export function startOfUtcDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Generations one user may start per UTC day, across their projects. */
export async function assertDailyRuns(ctx: AppContext, viewer: Viewer): Promise<void> {
  const { plan, label } = planOf(viewer);
  const allowed = ctx.env.runQuotas.daily[plan];
  const since = startOfUtcDay();
  const used = await countRunsSince(ctx.db, viewer.user.id, since);
  if (used < allowed) return;
  const resetsAt = new Date(since.getTime() + 86_400_000).toISOString();
  throw new AppError(
    'rate_limited',
    `You have started ${used} generations today, the daily limit of the ${label} (${allowed}). It resets at midnight UTC.`,
    { limit: 'daily_generations', allowed, resetsAt },
  );
}
