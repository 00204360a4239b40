import { z } from 'zod';

const TokenCountSchema = z.number().int().nonnegative();

/** Seed 002 §3 "Token stats". The dialog shows usage against `totalAllocation`. */
export const TokenStatsSchema = z.object({
  totalTokens: TokenCountSchema,
  openAITokens: TokenCountSchema,
  monthlyUsage: TokenCountSchema,
  totalAllocation: TokenCountSchema,
  lifetimeUsage: TokenCountSchema,
  currentPeriodUsage: TokenCountSchema,
});
export type TokenStats = z.infer<typeof TokenStatsSchema>;

/** Seed 002 §3 "Analytics data" of a deployed site; `averageTimeOnSite` is in seconds. */
export const AnalyticsDataSchema = z.object({
  pageViews: z.number().int().nonnegative(),
  uniqueVisitors: z.number().int().nonnegative(),
  averageTimeOnSite: z.number().nonnegative(),
});
export type AnalyticsData = z.infer<typeof AnalyticsDataSchema>;
