import type { Phase, Project, ProjectSummary, SubPhase } from '@kiln/contracts';
import type { ProjectRow } from '../db/schema';
import { deploymentStatusOf } from '../deploy/status';
import type { Env } from '../env';
import { projectLinks } from '../sites/links';

export function presentProjectSummary(row: ProjectRow, env: Env, secret: string): ProjectSummary {
  return {
    _id: row.id,
    projectName: row.name,
    platform: row.platform,
    favourite: row.favourite,
    isPrivate: row.isPrivate,
    subdomain: row.subdomain,
    link: projectLinks(env, secret, row).preview,
    prodLink: row.prodLink,
    phase: row.phase as Phase,
    createdAt: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** The owner's address travels to the owner only; everyone else gets null. */
export function presentProject(
  row: ProjectRow,
  ownerEmail: string,
  isOwner: boolean,
  env: Env,
  secret: string,
): Project {
  return {
    ...presentProjectSummary(row, env, secret),
    email: isOwner ? ownerEmail : null,
    isOwner,
    domain: row.customDomain ? { hostname: row.customDomain } : null,
    subPhase: (row.subPhase as SubPhase | null) ?? null,
    errorCount: row.errorCount,
    currentCommitHash: row.currentCommitHash,
    deployedCommitHash: row.deployedCommitHash,
    deployedAt: row.deployedAt?.toISOString() ?? null,
    githubRepoUrl: row.githubRepoUrl,
    knowledgeBase: isOwner ? row.knowledgeBase : '',
    currentNavigationUrl: row.currentNavigationUrl,
    isGeneration: row.isGeneration,
    hasUserAppliedImage: row.hasUserAppliedImage,
    integrations: row.integrations,
    hasSentIntentMessage: row.hasSentIntentMessage,
    // A deploy running now (its owner's workspace, reloaded meanwhile, shows it going on).
    deploymentStatus: isOwner ? deploymentStatusOf(row.id) : null,
    siteTakedown:
      isOwner && row.takenDownAt
        ? { reason: row.takedownReason ?? '', at: row.takenDownAt.toISOString() }
        : null,
    ai_picks: [],
    isGeneratingAiPicks: false,
    generation404: { isActive: false, componentName: null },
  };
}
