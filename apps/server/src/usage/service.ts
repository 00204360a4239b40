import { LIMITS, type TokenStats } from '@kiln/contracts';
import type { Db } from '../db/client';
import { sumTokens } from './repository';

export function startOfMonth(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Seed 002 token stats: this project's total, and the owner's month, period and lifetime usage. */
export async function tokenStats(db: Db, userId: string, projectId: string): Promise<TokenStats> {
  const month = startOfMonth();
  const [totalTokens, openAITokens, monthlyUsage, lifetimeUsage] = await Promise.all([
    sumTokens(db, { projectId }),
    sumTokens(db, { projectId, openaiOnly: true }),
    sumTokens(db, { userId, since: month }),
    sumTokens(db, { userId }),
  ]);
  return {
    totalTokens,
    openAITokens,
    monthlyUsage,
    totalAllocation: LIMITS.tokenAllocation,
    lifetimeUsage,
    currentPeriodUsage: monthlyUsage,
  };
}
