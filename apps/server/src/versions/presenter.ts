import type { Version } from '@kiln/contracts';
import type { ProjectRow, ProjectVersionRow } from '../db/schema';
import type { Env } from '../env';
import { projectLinks } from '../sites/links';

export function presentVersion(
  row: ProjectVersionRow,
  project: ProjectRow,
  env: Env,
  secret: string,
): Version {
  return {
    _id: row.id,
    commitHash: row.commitHash,
    previewUrl: projectLinks(env, secret, project).version(row.commitHash),
    screenshotUrl: row.hasScreenshot ? `/api/web/screenshots/${project.id}/${row.commitHash}` : null,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
  };
}
