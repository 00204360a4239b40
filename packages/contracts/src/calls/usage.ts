import { z } from 'zod';
import { dataEnvelope, defineCall, IdSchema, SuccessSchema } from '../core';
import {
  AnalyticsDataSchema,
  AnalyticsRangeSchema,
  AnalyticsReportSchema,
  TokenStatsSchema,
} from '../entities/usage';

export const getTokenStats = defineCall({
  method: 'POST',
  path: '/api/web/tokens',
  auth: 'required',
  summary: "The user's token usage, with this project's share in `totalTokens` / `openAITokens`.",
  body: z.object({ webId: IdSchema }),
  response: dataEnvelope(TokenStatsSchema),
});

/**
 * Seed 002: the analytics service's `/data`, hosted by Kiln. The site key is the project id; only its
 * owner may read it. Kiln adds the `days` query (7 or 30, default 7) and the report of those days; the
 * seed's three figures stay all-time. The report's fields are optional: a seed-shaped answer still parses.
 */
export const getAnalyticsData = defineCall({
  method: 'GET',
  path: '/api/analytics/data',
  auth: 'required',
  summary: "A deployed project's page views, unique visitors and average time on site (seconds).",
  headers: z.object({ 'x-site-key': IdSchema }),
  body: z.object({ days: AnalyticsRangeSchema.optional() }).strict().optional(),
  response: AnalyticsDataSchema.extend({ success: z.literal(true) }).extend(
    AnalyticsReportSchema.partial().shape,
  ),
});

/**
 * Sent by deployed sites (cross-origin, often with `navigator.sendBeacon`, so the server also accepts
 * the JSON as text/plain). Rate limited per visitor; never needs a session.
 */
export const collectAnalytics = defineCall({
  method: 'POST',
  path: '/api/analytics/collect',
  auth: 'none',
  summary: 'Record one page view (and, on leaving, its duration) of a deployed site.',
  body: z.object({
    siteKey: IdSchema,
    path: z.string().max(2_000),
    visitorId: z.string().min(8).max(64),
    durationMs: z.number().int().nonnegative().max(86_400_000).optional(),
    /** Kiln's: `document.referrer` of the page view's load (only its host is kept). */
    referrer: z.string().max(2_000).optional(),
  }),
  response: SuccessSchema,
});

export const usageCalls = { getTokenStats, getAnalyticsData, collectAnalytics } as const;
