import { z } from 'zod';
import { PhaseSchema, PlatformSchema, SubPhaseSchema } from '../constants';
import { IsoDateSchema } from '../core';
import { DeploymentStatusSchema } from './deployment';
import { HasSentIntentMessageSchema, IntegrationsSchema } from './integrations';

/**
 * The project ("web") as the wire carries it: the union of seed 000 §3, seed 001 §3 and seed 002 §3.
 * `email` is the owner's address and is sent to the owner only (null for everyone else); `isOwner`
 * is computed by the server with the owner rule of seed 002 §6.
 */
export const ProjectSchema = z.object({
  _id: z.string(),
  projectName: z.string(),
  email: z.string().nullable(),
  isOwner: z.boolean(),
  platform: PlatformSchema,
  favourite: z.boolean(),
  isPrivate: z.boolean(),
  subdomain: z.string(),
  link: z.string(),
  prodLink: z.string().nullable(),
  domain: z.object({ hostname: z.string() }).nullable(),
  phase: PhaseSchema,
  subPhase: SubPhaseSchema.nullable(),
  errorCount: z.number().int().nonnegative(),
  currentCommitHash: z.string().nullable(),
  deployedCommitHash: z.string().nullable(),
  /** When the live site last changed to `deployedCommitHash`. */
  deployedAt: IsoDateSchema.nullable(),
  githubRepoUrl: z.string().nullable(),
  knowledgeBase: z.string(),
  currentNavigationUrl: z.string(),
  isGeneration: z.boolean(),
  hasUserAppliedImage: z.boolean(),
  integrations: IntegrationsSchema,
  hasSentIntentMessage: HasSentIntentMessageSchema,
  deploymentStatus: DeploymentStatusSchema.nullable(),
  /** The operator took the deployed site down (issue 20 §3): why, for its owner (null for others). */
  siteTakedown: z.object({ reason: z.string(), at: IsoDateSchema }).nullable(),
  ai_picks: z.array(z.string()),
  isGeneratingAiPicks: z.boolean(),
  generation404: z.object({ isActive: z.boolean(), componentName: z.string().nullable() }),
  createdAt: IsoDateSchema,
  updated: IsoDateSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

/** A row of "my projects". */
export const ProjectSummarySchema = ProjectSchema.pick({
  _id: true,
  projectName: true,
  platform: true,
  favourite: true,
  isPrivate: true,
  subdomain: true,
  link: true,
  prodLink: true,
  phase: true,
  createdAt: true,
  updated: true,
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;
