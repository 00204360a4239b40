import path from 'node:path';

export type BuildMode = 'preview' | 'production';

/** Where a project keeps its files outside the database. */
export function projectPaths(dataDir: string, projectId: string) {
  const builds = path.join(dataDir, 'builds', projectId);
  return {
    repo: path.join(dataDir, 'repos', projectId),
    builds,
    /** One immutable build per commit and mode (principle 4). */
    build: (commit: string, mode: BuildMode) => path.join(builds, commit, mode),
    screenshots: path.join(dataDir, 'screenshots', projectId),
    screenshot: (commit: string) => path.join(dataDir, 'screenshots', projectId, `${commit}.png`),
    uploads: path.join(dataDir, 'uploads', projectId),
    exports: path.join(dataDir, 'exports', projectId),
    /** The commit a deploy builds from, exported aside from the working tree. */
    deploySource: path.join(dataDir, 'deploy-src', projectId),
  };
}

/** Everything a project owns on disk; deleting a project removes all of it. */
export function projectDirs(dataDir: string, projectId: string): string[] {
  const p = projectPaths(dataDir, projectId);
  return [p.repo, p.builds, p.screenshots, p.uploads, p.exports, p.deploySource];
}

/**
 * A run's scratch places: the build it stages, and where a passing smoke render puts the version's
 * screenshot until the commit it shows is known (a temporary name the boot sweep removes, never one
 * the screenshot route serves).
 */
export function runScratch(dataDir: string, run: { projectId: string; assistantMessageId: string }) {
  const paths = projectPaths(dataDir, run.projectId);
  return {
    stagingDir: path.join(paths.builds, `_staging-${run.assistantMessageId}`),
    stagedScreenshot: path.join(
      paths.screenshots,
      `_staged-${run.assistantMessageId}.${process.pid}.tmp.png`,
    ),
  };
}

/**
 * A run's draft as object storage keeps it (pipeline/preview-draft.ts): its staging folder's name and
 * a tag of its own per build, since a run's fix rebuilds the same folder and a node's fetched copy
 * must not be the build before. A node that fetches one keeps it under that name.
 */
export const STORED_DRAFT = /^(_staging-[0-9a-z]+)~[0-9a-f]{12}$/;
