import { LIMITS, type Project, type Version } from '@kiln/contracts';

/** Seed 000 §9: a commit hash is shown by its first 7 characters. */
export function shortHash(hash: string): string {
  return hash.slice(0, LIMITS.commitHashLength);
}

export type VersionFlags = { isCurrent: boolean; isDeployed: boolean };

/** Seed 000 §2: the Current and Deployed badges come from the project's commit pointers. */
export function versionFlags(
  version: Pick<Version, 'commitHash'>,
  project: Pick<Project, 'currentCommitHash' | 'deployedCommitHash'>,
): VersionFlags {
  return {
    isCurrent: version.commitHash === project.currentCommitHash,
    isDeployed: version.commitHash === project.deployedCommitHash,
  };
}

/** Newest first, whatever order the answer came in (ties keep the server's order). */
export function newestFirst(versions: readonly Version[]): Version[] {
  return versions
    .map((version, index) => ({ version, index, time: Date.parse(version.timestamp) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.version);
}
