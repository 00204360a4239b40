import type { ComponentSummary, Phase } from '@kiln/contracts';
import type { ProjectRow } from '../db/schema';
import type { Env } from '../env';
import { projectLinks } from '../sites/links';

export function presentComponent(row: ProjectRow, env: Env, secret: string): ComponentSummary {
  return {
    _id: row.id,
    projectName: row.name,
    link: projectLinks(env, secret, row).preview,
    phase: row.phase as Phase,
    currentCommitHash: row.currentCommitHash,
    updated: row.updatedAt.toISOString(),
  };
}
