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

/** Kiln's: the day ranges the analytics chart offers, in days (the first is the default). */
export const ANALYTICS_RANGES = [7, 30] as const;
export const AnalyticsRangeSchema = z.enum(['7', '30']);

const CountSchema = z.number().int().nonnegative();

/** The kinds of device a visit came from, read from the browser's user agent when it was counted. */
export const AnalyticsDeviceSchema = z.enum(['desktop', 'mobile', 'tablet']);
export type AnalyticsDevice = z.infer<typeof AnalyticsDeviceSchema>;

/**
 * Kiln's, beside the seed's three figures: the chosen range's views and visitors per UTC day (oldest
 * first, every day present), its most viewed pages, where its visits came from (`source` is a host, or
 * `null` for direct visits) and the devices its visitors used.
 */
export const AnalyticsReportSchema = z.object({
  days: z.number().int().positive(),
  daily: z.array(z.object({ day: z.iso.date(), views: CountSchema, visitors: CountSchema })),
  topPages: z.array(z.object({ path: z.string(), views: CountSchema })),
  referrers: z.array(z.object({ source: z.string().nullable(), visits: CountSchema })),
  devices: z.array(z.object({ device: AnalyticsDeviceSchema, visitors: CountSchema })),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;
